import type { SecondFactorSetup } from '@yuanlong/shared/second-factor';
import type { UserInfo } from '@yuanlong/shared/user';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ShieldIcon } from '../../../components/icons.tsx';
import { QrImage } from '../../../components/qr-image.tsx';
import { SecondFactorField } from '../../../components/second-factor-field.tsx';
import { useFormFields } from '../../../components/use-form-fields.ts';
import { showToast } from '../../../lib/toast.ts';
import {
  useConfirmSecondFactor,
  useDisableSecondFactor,
  useStartSecondFactor,
} from '../api/second-factor.ts';
import { useTwoStepTexts } from '../two-step-texts.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SettingsCard, StateBadge } from './settings-card.tsx';

/**
 * Two-step verification (TOTP): set up (QR code and the key as text, then a code turns it on),
 * the recovery codes shown once, and turning it off with a code or a recovery code.
 */
export function TwoStepCard({ user }: { user: UserInfo }) {
  const { ready, st } = useTwoStepTexts();
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const off = useDisableSecondFactor();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { form, values, setValues, input, report } = useFormFields({ totp: '' });
  if (!ready) return <div className="skeleton h-48 rounded-2xl" aria-hidden="true" />;

  const code = values.totp.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!report(code ? {} : { totp: 'secondFactorRequired' })) return;
    const clear = () => setValues({ totp: '' });
    if (user.has_totp) {
      off.mutate(code, {
        onSuccess: () => showToast(st('twostep.disabled'), 'success'),
        onSettled: clear,
      });
    } else {
      confirm.mutate(code, {
        onSuccess: (result) => {
          setSetup(null);
          setCodes(result.recovery_codes);
          showToast(st('twostep.enabled'), 'success');
        },
        onSettled: clear,
      });
    }
  };
  const pending = confirm.isPending || off.isPending;
  const codeForm = (label: string) => (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-3">
      <SecondFactorField binding={input('totp')} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} aria-busy={pending} className={buttonStyles.primary}>
          {label}
        </button>
        {setup ? (
          <button type="button" onClick={() => setSetup(null)} className={buttonStyles.secondary}>
            {st('twostep.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );

  return (
    <SettingsCard
      id="two-step"
      icon={<ShieldIcon />}
      title={st('twostep.title')}
      description={st('twostep.body')}
      badge={<StateBadge done={user.has_totp}>{st(user.has_totp ? 'twostep.on' : 'twostep.off')}</StateBadge>}
    >
      {codes ? (
        <RecoveryCodes codes={codes} st={st} onDone={() => setCodes(null)} />
      ) : user.has_totp ? (
        codeForm(st('twostep.turnOff'))
      ) : setup ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm leading-relaxed text-mist">{st('twostep.scan')}</p>
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <QrImage
              value={setup.otpauth_uri}
              alt={st('twostep.qrAlt')}
              size={176}
              className="rounded-lg p-2"
            />
            <div className="min-w-0">
              <p className="text-sm text-mist">{st('twostep.key')}</p>
              <code data-testid="totp-key" className="select-all break-all font-mono text-sm text-parchment">
                {setup.secret}
              </code>
            </div>
          </div>
          {codeForm(st('twostep.confirm'))}
        </div>
      ) : (
        <button
          type="button"
          disabled={start.isPending}
          aria-busy={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: setSetup })}
          className={`${buttonStyles.primary} sm:self-start`}
        >
          {st('twostep.setUp')}
        </button>
      )}
    </SettingsCard>
  );
}

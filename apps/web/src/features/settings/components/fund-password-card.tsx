import type { UserInfo } from '@yuanlong/shared/user';
import { KeyIcon } from '../../../components/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useSetPayPassword } from '../api/set-pay-password.ts';
import type { ProofMethod } from '../validation.ts';
import { BindEmailFirst } from './bind-email-first.tsx';
import { NewSecretForm } from './new-secret-form.tsx';
import { SettingsCard, StateBadge } from './settings-card.tsx';

/** Fund password (needed for every purchase): set or changed with the login password or an e-mail code. */
export function FundPasswordCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const save = useSetPayPassword();
  const methods: ProofMethod[] = user.has_password ? ['password', 'code'] : ['code'];
  return (
    <SettingsCard
      icon={<KeyIcon />}
      title={t('setting.paypwd.title')}
      description={t('setting.paypwd.body')}
      badge={
        <StateBadge done={user.has_pay_password}>
          {t(user.has_pay_password ? 'setting.state.set' : 'setting.state.unset')}
        </StateBadge>
      }
    >
      {!user.email ? (
        <BindEmailFirst />
      ) : (
        <NewSecretForm
          purpose="paypwd"
          methods={methods}
          proofLabel={t('password.login')}
          newLabel={t('setting.paypwd.new')}
          submitLabel={t(user.has_pay_password ? 'setting.paypwd.change' : 'setting.paypwd.set')}
          pending={save.isPending}
          secondFactor={user.has_totp}
          onSubmit={(values, done) =>
            save.mutate(
              {
                ...(values.method === 'password'
                  ? { login_password: values.proof }
                  : { code: values.proof.trim() }),
                pay_password: values.password,
                repeat_password: values.repeat,
                ...(values.totp.trim() ? { totp_code: values.totp.trim() } : {}),
              },
              {
                onSuccess: () => {
                  done();
                  showToast(t('setting.paypwd.saved'), 'success');
                },
              },
            )
          }
        />
      )}
    </SettingsCard>
  );
}

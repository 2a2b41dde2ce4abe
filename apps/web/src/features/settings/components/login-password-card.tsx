import type { UserInfo } from '@yuanlong/shared/user';
import { LockIcon } from '../../../components/icons.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useChangePassword } from '../api/change-password.ts';
import type { ProofMethod } from '../validation.ts';
import { BindEmailFirst } from './bind-email-first.tsx';
import { NewSecretForm } from './new-secret-form.tsx';
import { SettingsCard, StateBadge } from './settings-card.tsx';

/** Login password: changed with the old one or an e-mail code; the first one needs the code. */
export function LoginPasswordCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const methods: ProofMethod[] = user.has_password
    ? ['password', ...(user.email ? ['code' as const] : [])]
    : ['code'];
  return (
    <SettingsCard
      icon={<LockIcon />}
      title={t('setting.password.title')}
      description={t(user.has_password ? 'setting.password.changeBody' : 'setting.password.setBody')}
      badge={
        <StateBadge done={user.has_password}>
          {t(user.has_password ? 'setting.state.set' : 'setting.state.unset')}
        </StateBadge>
      }
    >
      {!user.has_password && !user.email ? (
        <BindEmailFirst />
      ) : (
        <NewSecretForm
          purpose="password"
          methods={methods}
          proofLabel={t('password.old')}
          newLabel={t('password.new')}
          submitLabel={t(user.has_password ? 'setting.password.change' : 'setting.password.set')}
          pending={change.isPending}
          onSubmit={(values, done) =>
            change.mutate(
              {
                ...(values.method === 'password'
                  ? { old_password: values.proof }
                  : { code: values.proof.trim() }),
                password: values.password,
                repeat_password: values.repeat,
              },
              {
                onSuccess: () => {
                  done();
                  showToast(t('setting.password.saved'), 'success');
                },
              },
            )
          }
        />
      )}
    </SettingsCard>
  );
}

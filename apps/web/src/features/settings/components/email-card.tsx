import type { UserInfo } from '@yuanlong/shared/user';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { MailIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { BindEmailForm } from './bind-email-form.tsx';
import { SettingsCard, StateBadge } from './settings-card.tsx';

/** The e-mail section: the bound address (with "Change e-mail"), or the form to bind one. */
export function EmailCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const showForm = !user.email || editing;
  return (
    <SettingsCard
      id="setting-email"
      icon={<MailIcon />}
      title={t('setting.email.title')}
      description={t('setting.email.body')}
      badge={
        <StateBadge done={Boolean(user.email)}>
          {t(user.email ? 'setting.email.bound' : 'setting.email.unbound')}
        </StateBadge>
      }
    >
      {user.email ? (
        <div
          className={`flex flex-wrap items-center justify-between gap-3 rounded-xl bg-ink-850 px-4 py-3 ${showForm ? 'mb-4' : ''}`}
        >
          <span className="min-w-0 break-all text-parchment">{user.email}</span>
          {editing ? null : (
            <button
              type="button"
              onClick={() => setEditing(true)}
              className={`${buttonStyles.secondary} min-h-10`}
            >
              {t('setting.email.change')}
            </button>
          )}
        </div>
      ) : null}
      {showForm ? (
        <BindEmailForm
          user={user}
          onDone={() => setEditing(false)}
          onCancel={editing ? () => setEditing(false) : undefined}
        />
      ) : null}
    </SettingsCard>
  );
}

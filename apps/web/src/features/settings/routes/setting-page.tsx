import { buttonStyles } from '../../../components/button-styles.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { EmailCard } from '../components/email-card.tsx';
import { FundPasswordCard } from '../components/fund-password-card.tsx';
import { LoginPasswordCard } from '../components/login-password-card.tsx';
import { NicknameCard } from '../components/nickname-card.tsx';
import { NotificationsCard } from '../components/notifications-card.tsx';
import { ProfileSummary } from '../components/profile-summary.tsx';
import { SessionsCard } from '../components/sessions-card.tsx';
import { TwoStepCard } from '../components/two-step-card.tsx';

function SettingsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-hidden="true">
      <div className="skeleton h-36 rounded-2xl" />
      <div className="grid gap-6 xl:grid-cols-2">
        <div className="skeleton h-64 rounded-2xl" />
        <div className="skeleton h-64 rounded-2xl" />
      </div>
    </div>
  );
}

/** Account settings: who is signed in, nickname, e-mail, login password, fund password, two-step verification, sessions, notifications. */
export function SettingPage() {
  const { t } = useTranslation();
  const { data: user, isError, refetch, isFetching } = useUserInfo();
  return (
    <div>
      <PageTitle>{t('page.setting.title')}</PageTitle>
      {user ? (
        <div className="flex flex-col gap-6">
          <ProfileSummary user={user} />
          <div className="grid items-start gap-6 xl:grid-cols-2">
            <NicknameCard key={`nickname-${user.userid}`} user={user} />
            <EmailCard key={`email-${user.userid}`} user={user} />
            <LoginPasswordCard key={`password-${user.userid}`} user={user} />
            <FundPasswordCard key={`paypwd-${user.userid}`} user={user} />
            <TwoStepCard key={`two-step-${user.userid}`} user={user} />
            <SessionsCard key={`sessions-${user.userid}`} />
            <NotificationsCard key={`notify-${user.userid}`} />
          </div>
        </div>
      ) : isError ? (
        <div className="rounded-2xl border border-ember-400/40 bg-ink-900 p-6 text-center">
          <p className="text-mist">{t('setting.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className={`${buttonStyles.secondary} mt-4`}
          >
            {t('chunk.retry')}
          </button>
        </div>
      ) : (
        <SettingsSkeleton />
      )}
    </div>
  );
}

import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { InviteeList } from '../components/invitee-list.tsx';
import { ShareCard } from '../components/share-card.tsx';

/** Invite and share: my code, link and QR, my premium summon tickets, and my invitees. */
export function SharesPage() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  return (
    <div className="flex flex-col gap-5">
      <PageTitle>{t('page.shares.title')}</PageTitle>
      <p className="-mt-4 text-sm text-mist">{t('invite.intro')}</p>
      {user ? (
        <>
          <ShareCard code={user.invite_code} shareUrl={user.share_url} />
          <dl className="flex items-center justify-between rounded-2xl border border-gold-500/30 bg-ink-900/70 px-4 py-3">
            <dt className="text-sm text-mist">{t('invite.tickets')}</dt>
            <dd className="font-display text-2xl font-bold text-gold-100">{user.summon_tickets}</dd>
          </dl>
        </>
      ) : null}
      <InviteeList />
    </div>
  );
}

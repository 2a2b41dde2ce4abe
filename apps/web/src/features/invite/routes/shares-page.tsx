import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { InviteeList } from '../components/invitee-list.tsx';
import { ShareCard } from '../components/share-card.tsx';
import { INVITE_TEST_IDS } from '../test-ids.ts';

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
          <div className="flex items-center justify-between rounded-2xl border border-gold-500/30 bg-ink-900/70 px-4 py-3">
            <span className="text-sm text-mist">{t('invite.tickets')}</span>
            <span
              data-testid={INVITE_TEST_IDS.inviteTickets}
              className="font-display text-2xl font-bold text-gold-100"
            >
              {user.summon_tickets}
            </span>
          </div>
        </>
      ) : null}
      <InviteeList />
    </div>
  );
}

import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';

/** The premium summon tickets on the account home, linking to the invite page that earns them. */
export function TicketsCard() {
  const { t } = useTranslation();
  const { data: user } = useUserInfo();
  if (!user) return null;
  return (
    <Link
      to="/shares"
      className="mb-5 flex items-center justify-between rounded-2xl border border-gold-500/30 bg-ink-900/70 px-4 py-3 hover:border-gold-400"
    >
      <span className="text-sm text-mist">{t('invite.tickets')}</span>
      <span className="font-display text-xl font-bold text-gold-100">{user.summon_tickets}</span>
    </Link>
  );
}

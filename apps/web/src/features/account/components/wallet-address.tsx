import { Link } from 'react-router';
import { WalletIcon } from '../../../components/icons.tsx';
import { shortenAddress } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';

/** The signed-in wallet, shortened (0x123…abcd), linking to the account; a shimmer while loading. */
export function WalletAddress() {
  const { t } = useTranslation();
  const { data: user, isPending } = useUserInfo();
  if (isPending) return <span className="skeleton h-9 w-28 rounded-full" aria-hidden="true" />;
  const label = user ? (user.address ? shortenAddress(user.address) : user.nickname || user.email) : '—';
  return (
    <Link
      to="/accountAccount"
      title={user?.address || undefined}
      aria-label={t('topbar.walletLink', { address: label })}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-jade-400/40 bg-jade-400/10 px-3 font-mono text-xs whitespace-nowrap text-jade-100 transition hover:border-jade-300 hover:bg-jade-400/20 sm:text-sm"
    >
      <WalletIcon width={18} height={18} className="hidden text-jade-300 sm:block" />
      <span>{label}</span>
    </Link>
  );
}

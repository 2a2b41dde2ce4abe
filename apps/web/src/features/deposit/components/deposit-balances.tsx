import { formatUnits } from '@yuanlong/shared/coins';
import type { WalletCoin } from '../../../lib/chain-tx/use-wallet-coin.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const cell = 'min-w-0 rounded-xl border border-ink-600 bg-ink-850 px-3 py-2.5';
// Amounts are exact: a long one wraps rather than being cut.
const value =
  'mt-0.5 font-display text-lg leading-snug font-bold text-gold-100 tabular-nums [overflow-wrap:anywhere]';

/** Where the coins are now: the wallet's balance (read on the chain) and the game balance. */
export function DepositBalances({
  coin,
  wallet,
  gameBalance,
}: {
  coin: string;
  wallet: WalletCoin;
  gameBalance: bigint;
}) {
  const { t } = useTranslation();
  const { decimals, balance } = wallet;
  const amount = (units: bigint | undefined) =>
    decimals !== undefined && units !== undefined ? `${formatUnits(units, decimals)} ${coin}` : '—';
  return (
    <dl className="grid grid-cols-2 gap-2">
      <div className={cell}>
        <dt className="text-xs text-mist">{t('deposit.walletBalance')}</dt>
        <dd data-amount={balance?.toString()} className={value}>
          {amount(balance)}
        </dd>
      </div>
      <div className={cell}>
        <dt className="text-xs text-mist">{t('deposit.gameBalance')}</dt>
        <dd data-amount={gameBalance.toString()} className={value}>
          {amount(gameBalance)}
        </dd>
      </div>
    </dl>
  );
}

import { COINS } from '@yuanlong/shared/coins';
import type { UserInfo } from '@yuanlong/shared/user';
import { type ReactNode, useId } from 'react';
import { Section } from '../../../components/section.tsx';
import { formatAmount } from '../../../lib/coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The coins a user holds (or has frozen), the product's coins first in their usual order. */
export function balanceCoins(user: Pick<UserInfo, 'coins' | 'frozen_coins'>): string[] {
  const held = new Set([...Object.keys(user.coins), ...Object.keys(user.frozen_coins)]);
  const known = COINS.filter((c) => held.has(c));
  const others = [...held].filter((c) => !(COINS as readonly string[]).includes(c)).sort();
  return [...known, ...others];
}

/**
 * Available and frozen balance of every coin, exact with each coin's decimals: a list item named by
 * the coin, its two amounts as the definitions of their terms. `action` is what a
 * coin offers under its balance (the deposit: another feature's, so it comes from the app).
 */
export function Balances({
  user,
  action,
}: {
  user: Pick<UserInfo, 'coins' | 'frozen_coins'>;
  action?: (coin: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const coins = balanceCoins(user);
  const listId = useId();
  return (
    <Section title={t('account.balances')}>
      {coins.length === 0 ? (
        <p className="text-sm text-mist">{t('account.noBalances')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
          {coins.map((coin) => (
            <li
              key={coin}
              aria-labelledby={`${listId}-${coin}`}
              className="flex min-w-0 flex-col rounded-xl border border-ink-600 bg-ink-850 px-3 py-2.5"
            >
              <p id={`${listId}-${coin}`} className="text-xs font-bold tracking-wide text-gold-400">
                {coin}
              </p>
              <dl>
                <div>
                  <dt className="sr-only">{t('account.available')}</dt>
                  <dd
                    title={t('account.available')}
                    className="mt-0.5 truncate font-display text-lg font-bold text-gold-100 tabular-nums"
                  >
                    {formatAmount(user.coins[coin] ?? '0', coin)}
                  </dd>
                </div>
                <div className="truncate text-xs text-mist">
                  <dt className="inline">{t('account.frozen')}</dt>{' '}
                  <dd className="inline tabular-nums text-parchment">
                    {formatAmount(user.frozen_coins[coin] ?? '0', coin)}
                  </dd>
                </div>
              </dl>
              {action ? <div className="mt-auto pt-2">{action(coin)}</div> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

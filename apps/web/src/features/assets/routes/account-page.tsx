import { type ReactNode, useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { storedCoins } from '../../../lib/stored-coins.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { Balances } from '../components/balances.tsx';
import { type ExtraAssetsTab, MyAssets } from '../components/my-assets.tsx';

/**
 * The account home: balances per coin and my game assets (mint and the rest come later). `top`
 * is what the app puts first (the activation card), `balanceAction` what each coin's balance
 * offers (deposit, withdraw) and `afterBalances` what follows them (the withdrawals): other
 * features', so they come from the app.
 */
export function AccountPage({
  top,
  balanceAction,
  afterBalances,
  assetsTab,
}: {
  top?: ReactNode;
  balanceAction?: (coin: string) => ReactNode;
  afterBalances?: ReactNode;
  /** One more tab of my assets (the contract assets). */
  assetsTab?: ExtraAssetsTab;
}) {
  const { t } = useTranslation();
  const user = useUserInfo();
  // While the user's info loads, the balances kept in this tab's session paint at once.
  const [stored] = useState(storedCoins);
  return (
    <div>
      <PageTitle>{t('page.account.title')}</PageTitle>
      {top ? <div className="mb-5">{top}</div> : null}
      {user.data ? (
        <div className="flex flex-col gap-5">
          <Balances user={user.data} action={balanceAction} />
          {afterBalances}
          <MyAssets user={user.data} extra={assetsTab} />
        </div>
      ) : (
        <div className="space-y-4" aria-busy="true">
          {stored ? <Balances user={stored} /> : <div className="skeleton h-28 rounded-2xl" />}
          <div className="skeleton h-64 rounded-2xl" />
        </div>
      )}
    </div>
  );
}

import { ActivationCard } from '../../features/activation/components/activation-card.tsx';
import { ArtifactsSection } from '../../features/artifacts/components/artifacts-section.tsx';
import { AccountPage } from '../../features/assets/routes/account-page.tsx';
import { MyAuctions } from '../../features/auction/components/my-auctions.tsx';
import { DepositAction } from '../../features/deposit/components/deposit-action.tsx';
import { TicketsCard } from '../../features/invite/components/tickets-card.tsx';
import { PortfolioSection } from '../../features/offers/components/portfolio-section.tsx';
import { SummonSection } from '../../features/summon/components/summon-section.tsx';
import { WithdrawAction } from '../../features/withdraw/components/withdraw-action.tsx';
import { WithdrawalsSection } from '../../features/withdraw/components/withdrawals-section.tsx';
import { useTranslation } from '../../lib/translation.tsx';
import { WalletScope } from '../../lib/wallet-scope.tsx';

// Side by side in equal columns where the card is wide enough, else one above the other (the
// balances sit six in a row on a desktop, two on a phone); one alone fills the card.
const balanceActions = (coin: string) => (
  <div className="@container">
    <div className="grid gap-1.5 @min-[11rem]:auto-cols-fr @min-[11rem]:grid-flow-col">
      <DepositAction coin={coin} />
      <WithdrawAction coin={coin} />
    </div>
  </div>
);

/**
 * /accountAccount: the activation card first, then the account home (balances, each with its
 * deposit to the game and withdrawal to the wallet, the withdrawals, the portfolio (listings, offers,
 * value per collection), summoning heroes, the role's
 * artifacts, and my assets with the "contract" tab: the NFT111 auctions and credits). Its wallet
 * actions make it load the wallet libraries with it.
 */
export function AccountHomePage() {
  const { t } = useTranslation();
  return (
    <WalletScope>
      <AccountPage
        top={
          <>
            <ActivationCard />
            <TicketsCard />
          </>
        }
        balanceAction={balanceActions}
        afterBalances={
          <>
            <WithdrawalsSection />
            <PortfolioSection />
            <SummonSection />
            <ArtifactsSection />
          </>
        }
        assetsTab={{ key: 'contract', label: t('auction.mine.tab'), content: <MyAuctions /> }}
      />
    </WalletScope>
  );
}

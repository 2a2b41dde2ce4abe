import { ActivationCard } from '../../features/activation/components/activation-card.tsx';
import { AccountPage } from '../../features/assets/routes/account-page.tsx';
import { DepositAction } from '../../features/deposit/components/deposit-action.tsx';

const deposit = (coin: string) => <DepositAction coin={coin} />;

/**
 * /accountAccount: the activation card first, then the account home (balances, each with its
 * deposit to the game, and my assets).
 */
export function AccountHomePage() {
  return <AccountPage top={<ActivationCard />} balanceAction={deposit} />;
}

import { ActivationCard } from '../../features/activation/components/activation-card.tsx';
import { AccountPage } from '../../features/assets/routes/account-page.tsx';

/** /accountAccount: the activation card first, then the account home (balances, my assets). */
export function AccountHomePage() {
  return <AccountPage top={<ActivationCard />} />;
}

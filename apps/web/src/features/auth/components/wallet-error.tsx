import { ExternalIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { SignInFailure } from '../wallet/sign-in-flow.ts';

const METAMASK_DOWNLOAD = 'https://metamask.io/download/';
// On a phone the page opens inside the MetaMask app's browser, where the wallet is injected.
const metaMaskAppLink = () =>
  `https://metamask.app.link/dapp/${window.location.host}${window.location.pathname}`;
const linkClass =
  'inline-flex items-center gap-1.5 font-semibold text-gold-200 underline-offset-4 hover:underline';

const TEXT = {
  noWallet: 'wallet.error.noWallet',
  noAccount: 'wallet.error.noAccount',
  signRejected: 'wallet.error.signRejected',
  unknown: 'wallet.error.unknown',
} as const;

/** Why the wallet sign-in stopped, in words; API failures were already toasted. */
export function WalletError({ reason }: { reason: SignInFailure }) {
  const { t } = useTranslation();
  if (reason === 'api') return null;
  return (
    <div
      role="alert"
      className="rounded-xl border border-ember-400/50 bg-ember-950/70 px-4 py-3 text-sm text-ember-100"
    >
      <p>{t(TEXT[reason])}</p>
      {reason === 'noWallet' ? (
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          <a href={METAMASK_DOWNLOAD} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('wallet.getMetaMask')}
            <ExternalIcon width={16} height={16} />
          </a>
          <a href={metaMaskAppLink()} rel="noopener noreferrer" className={linkClass}>
            {t('wallet.openInMetaMask')}
            <ExternalIcon width={16} height={16} />
          </a>
        </p>
      ) : null}
    </div>
  );
}

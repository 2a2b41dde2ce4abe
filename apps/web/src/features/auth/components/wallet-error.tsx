import { ExternalIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import type { SignInFailure } from '../wallet/sign-in-flow.ts';
import { walletAppLinks } from '../wallet/wallet-app-links.ts';

const METAMASK_DOWNLOAD = 'https://metamask.io/download/';
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
        </p>
      ) : null}
      {reason === 'noWallet' ? (
        // On a phone the page opens inside the wallet app's browser, where the wallet is injected.
        <nav aria-label={t('wallet.openInApp')} className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <span aria-hidden="true">{t('wallet.openInApp')}</span>
          {walletAppLinks(window.location.href).map((app) => (
            <a key={app.name} href={app.href} rel="noopener noreferrer" className={linkClass}>
              {app.name}
              <ExternalIcon width={16} height={16} />
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  );
}

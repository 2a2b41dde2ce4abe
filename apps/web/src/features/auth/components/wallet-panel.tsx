import { useConnectors } from 'wagmi';
import { buttonStyles } from '../../../components/button-styles.ts';
import { WalletIcon } from '../../../components/icons.tsx';
import { WrongNetwork } from '../../../components/wrong-network.tsx';
import { getInviteCode } from '../../../lib/invite-code.ts';
import { isNetworkStep } from '../../../lib/network-step.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { orderConnectors } from '../../../lib/wagmi.ts';
import { useFinishSignIn } from '../use-finish-sign-in.ts';
import { isPending } from '../wallet/sign-in-flow.ts';
import { useWalletSignIn } from '../wallet/use-wallet-sign-in.ts';
import { STEP_TEXT } from './step-text.ts';
import { WalletCodeForm } from './wallet-code-form.tsx';
import { WalletError } from './wallet-error.tsx';
import { useWalletConnectProjectId, WalletConnectOption } from './walletconnect-option.tsx';

const optionClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-ink-600 bg-ink-850 px-3 text-parchment hover:border-gold-500/60 disabled:opacity-50';

/** The wallet tab: connect, check the network, sign the EIP-4361 message, log in. */
export function WalletPanel() {
  const { t } = useTranslation();
  const finish = useFinishSignIn();
  const { step, start, switchChain, submitCode } = useWalletSignIn((result) => finish(result));
  // Wallets announced through EIP-6963 (MetaMask first); offered by name when there are several.
  const wallets = orderConnectors(useConnectors()).filter((c) => c.id !== 'injected');
  // WalletConnect (phones without an injected wallet) when the server names a project id.
  const walletConnectProject = useWalletConnectProjectId();
  const walletConnect = walletConnectProject !== null;
  const busy = isPending(step) || step.kind === 'done';
  const invite = getInviteCode();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm leading-relaxed text-mist">{t('login.walletHint')}</p>
      <button
        type="button"
        onClick={() => start()}
        disabled={busy}
        aria-busy={busy}
        data-step={step.kind}
        className={buttonStyles.primary}
      >
        <WalletIcon /> {t(STEP_TEXT[step.kind])}
      </button>
      {wallets.length > 1 || walletConnect ? (
        <div className="flex flex-wrap items-center gap-2 text-xs text-mist">
          <span>{t('wallet.otherWallets')}</span>
          {(wallets.length > 1 ? wallets : []).map((wallet) => (
            <button
              key={wallet.uid}
              type="button"
              disabled={busy}
              onClick={() => start(wallet)}
              className={optionClass}
            >
              {wallet.icon ? <img src={wallet.icon} alt="" className="size-4" /> : null}
              {wallet.name}
            </button>
          ))}
          <WalletConnectOption
            projectId={walletConnectProject}
            disabled={busy}
            className={optionClass}
            onPick={start}
          />
        </div>
      ) : null}
      {isNetworkStep(step) ? <WrongNetwork step={step} onSwitch={switchChain} /> : null}
      {step.kind === 'failed' ? <WalletError reason={step.reason} /> : null}
      {step.kind === 'needsCode' ? <WalletCodeForm busy={false} onSubmit={submitCode} /> : null}
      {invite ? (
        <p className="text-center text-xs text-mist">{t('login.invitedWith', { code: invite })}</p>
      ) : null}
    </div>
  );
}

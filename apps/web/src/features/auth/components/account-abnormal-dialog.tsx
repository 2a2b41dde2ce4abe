import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useState } from 'react';
import { type Connector, useConnection } from 'wagmi';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { WrongNetwork } from '../../../components/wrong-network.tsx';
import { shortenAddress } from '../../../lib/format.ts';
import { clearInviteCode } from '../../../lib/invite-code.ts';
import { isNetworkStep } from '../../../lib/network-step.ts';
import { setToken, useToken } from '../../../lib/token.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUserInfo } from '../../../lib/user-info.ts';
import { endSessionQuietly } from '../api/logout.ts';
import { isPending } from '../wallet/sign-in-flow.ts';
import { useWalletSignIn } from '../wallet/use-wallet-sign-in.ts';
import { STEP_TEXT } from './step-text.ts';
import { WalletCodeForm } from './wallet-code-form.tsx';
import { WalletError } from './wallet-error.tsx';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> };

interface ChoicesProps {
  loginAddress: string;
  walletAddress: string;
  connector: Connector | undefined;
}

// The dialog's body: mounted while the dialog is open, so each time starts afresh.
function AbnormalChoices({ loginAddress, walletAddress, connector }: ChoicesProps) {
  const { t } = useTranslation();
  // The old account's session ends on the server before the new one takes its place.
  const onSignedIn = useCallback(async ({ token, expires_at }: { token: string; expires_at?: string }) => {
    await endSessionQuietly();
    setToken(token, expires_at);
    clearInviteCode();
  }, []);
  const signIn = useWalletSignIn(onSignedIn);
  const [switchAsked, setSwitchAsked] = useState(false);
  const { step } = signIn;
  const busy = isPending(step) || step.kind === 'done';

  // Asks the wallet, through its connector, to pick accounts again, so the user can choose the old one.
  const switchBack = async () => {
    setSwitchAsked(true);
    const provider = (await connector?.getProvider()) as Provider | undefined;
    await provider
      ?.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
      .catch((error: unknown) => console.info('The wallet did not pick accounts on request', error));
  };

  return (
    <>
      <dl className="mb-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-xl bg-ink-850 p-3 text-sm">
        <dt className="text-mist">{t('abnormal.loginAccount')}</dt>
        <dd className="font-mono text-parchment" title={loginAddress}>
          {shortenAddress(loginAddress)}
        </dd>
        <dt className="text-mist">{t('abnormal.walletAccount')}</dt>
        <dd className="font-mono text-gold-200" title={walletAddress}>
          {shortenAddress(walletAddress)}
        </dd>
      </dl>
      {isNetworkStep(step) ? (
        <div className="mb-4">
          <WrongNetwork step={step} onSwitch={signIn.switchChain} />
        </div>
      ) : null}
      {step.kind === 'failed' ? (
        <div className="mb-4">
          <WalletError reason={step.reason} />
        </div>
      ) : null}
      {step.kind === 'needsCode' ? (
        <div className="mb-4">
          <WalletCodeForm busy={false} onSubmit={signIn.submitCode} />
        </div>
      ) : null}
      {switchAsked ? (
        <p className="mb-4 text-sm leading-relaxed text-mist" role="status">
          {t('abnormal.switchHint', { address: shortenAddress(loginAddress) })}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        <button
          type="button"
          onClick={() => signIn.start()}
          disabled={busy}
          aria-busy={busy}
          className={buttonStyles.primary}
        >
          {busy ? t(STEP_TEXT[step.kind]) : t('abnormal.signInNew')}
        </button>
        <button
          type="button"
          onClick={() => void switchBack()}
          disabled={busy}
          className={buttonStyles.secondary}
        >
          {t('abnormal.switchBack')}
        </button>
      </div>
    </>
  );
}

/**
 * Spec section 8: when the wallet's account is not the signed-in one, the user signs in with the
 * new account or switches the wallet back. It closes by itself once the two agree again.
 */
export function AccountAbnormalDialog() {
  const { t } = useTranslation();
  const token = useToken();
  const { data: user } = useUserInfo();
  const connection = useConnection();
  const walletAddress = connection.status === 'connected' ? connection.address.toLowerCase() : '';
  const loginAddress = user?.address.toLowerCase() ?? '';
  const abnormal = Boolean(
    token && loginAddress && walletAddress && !sameAddress(walletAddress, loginAddress),
  );
  return (
    <Dialog.Root open={abnormal}>
      <ModalContent title={t('abnormal.title')} description={t('abnormal.description')} dismissible={false}>
        <AbnormalChoices
          loginAddress={loginAddress}
          walletAddress={walletAddress}
          connector={connection.connector}
        />
      </ModalContent>
    </Dialog.Root>
  );
}

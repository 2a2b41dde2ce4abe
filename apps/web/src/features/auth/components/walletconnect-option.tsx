import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { type SignInChainSettings, signInChainSettingsSchema } from '@yuanlong/shared/website';
import { useEffect, useRef, useState } from 'react';
import { type Connector, useConfig } from 'wagmi';
import { apiGet } from '../../../lib/api-client.ts';
import { showToast } from '../../../lib/toast.ts';
import { walletConnectConnector } from '../wallet/walletconnect.ts';
import { PairingDialog } from '../walletconnect/pairing-dialog.tsx';
import { walletConnectText } from '../walletconnect/walletconnect-texts.ts';

/** The project id WalletConnect connects with, or null when the server names none (then it is hidden). */
export function walletConnectProjectId(settings: SignInChainSettings | undefined): string | null {
  return settings?.walletconnect_project_id || null;
}

/**
 * The project id WalletConnect connects with, from the chain settings as the sign-in page reads
 * them (a fetch of its own: the other pages' reading leaves the id out, and its bytes off their
 * first loads); null until they are in, or without one.
 */
export function useWalletConnectProjectId(): string | null {
  const { data } = useQuery({
    queryKey: ['website', 'chain', 'sign-in'],
    queryFn: ({ signal }) => apiGet(API_PATHS.chainSettings, { schema: signInChainSettingsSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return walletConnectProjectId(data);
}

type Message = { type: string; data?: unknown };

/** How long WalletConnect may take to hand out a pairing link before its relay counts as unreachable. */
export const PAIRING_WAIT_MS = 20_000;

/**
 * WalletConnect v2, for a phone without an injected wallet: offered only when the server names a
 * project id. Picking it loads the connector and signs in with it (`onPick`); the pairing link the
 * connector hands out shows as a QR code and a wallet link until a wallet connects.
 */
export function WalletConnectOption({
  projectId,
  disabled,
  className,
  onPick,
}: {
  projectId: string | null;
  disabled: boolean;
  className: string;
  onPick: (connector: Connector, signal: AbortSignal) => void;
}) {
  const config = useConfig();
  const [uri, setUri] = useState<string | null>(null);
  const listening = useRef<{ connector: Connector; giveUp: AbortController; stop: () => void } | null>(null);
  useEffect(() => () => listening.current?.stop(), []);
  if (!projectId) return null;

  /** Gives up the pairing: the sign-in is back at its start, and can be tried again. */
  const cancel = () => {
    setUri(null);
    listening.current?.giveUp.abort();
    void listening.current?.connector.disconnect().catch(() => undefined);
  };
  /** Follows `connector`'s pairing; the signal aborts when it is given up. */
  const listen = (connector: Connector): AbortSignal => {
    listening.current?.stop();
    const giveUp = new AbortController();
    // No pairing link in time: WalletConnect's relay is out of reach.
    const unreachable = setTimeout(() => {
      cancel();
      void walletConnectText('walletconnect.unreachable').then((text) => showToast(text, 'error'));
    }, PAIRING_WAIT_MS);
    const onMessage = ({ type, data }: Message) => {
      if (type !== 'display_uri' || typeof data !== 'string') return;
      clearTimeout(unreachable);
      setUri(data);
    };
    const onConnect = () => {
      clearTimeout(unreachable);
      setUri(null);
    };
    connector.emitter.on('message', onMessage);
    connector.emitter.on('connect', onConnect);
    listening.current = {
      connector,
      giveUp,
      stop: () => {
        clearTimeout(unreachable);
        connector.emitter.off('message', onMessage);
        connector.emitter.off('connect', onConnect);
      },
    };
    return giveUp.signal;
  };
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => {
          walletConnectConnector(config, projectId).then(
            (connector) => onPick(connector, listen(connector)),
            () => undefined,
          );
        }}
        className={className}
      >
        WalletConnect
      </button>
      <PairingDialog uri={uri} onCancel={cancel} />
    </>
  );
}

import type { Address } from 'viem';
import { type Config, type Connector, ProviderNotFoundError } from 'wagmi';
import { connect, disconnect, getConnection, signMessage, switchChain } from 'wagmi/actions';
import { getInviteCode } from '../../../lib/invite-code.ts';
import { availableConnectors, getChainSettings } from '../../../lib/wagmi.ts';
import { getSignInMessage } from '../api/get-sign-in-message.ts';
import { loginWallet } from '../api/login-wallet.ts';
import type { SignInDeps } from './sign-in-flow.ts';

/**
 * The sign-in flow's wallet and API steps through wagmi: the connection in use is reused (unless
 * another wallet was picked), otherwise the wallet used last, else MetaMask or the first wallet
 * found, is connected.
 */
export function wagmiSignInDeps(config: Config, picked?: Connector): SignInDeps {
  let connector: Connector | undefined;
  return {
    async connect() {
      const current = getConnection(config);
      if (current.status === 'connected' && (!picked || picked.uid === current.connector.uid)) {
        connector = current.connector;
        return { address: current.address, chainId: await connector.getChainId() };
      }
      if (current.status === 'connected') await disconnect(config, { connector: current.connector });
      const recent = await config.storage?.getItem('recentConnectorId');
      connector = picked ?? (await availableConnectors(config.connectors, recent))[0];
      if (!connector) throw new ProviderNotFoundError();
      const result = await connect(config, { connector });
      return { address: result.accounts[0], chainId: result.chainId };
    },
    targetChainId: async () => (await getChainSettings()).chain_id,
    async switchChain(chainId) {
      const settings = await getChainSettings();
      // A wallet that does not know the chain is asked to add it, with the page's own RPC URL.
      const rpc = chainId === settings.chain_id ? { rpcUrls: [settings.rpc_url] } : undefined;
      await switchChain(config, { chainId, connector, addEthereumChainParameter: rpc });
    },
    getMessage: getSignInMessage,
    signMessage: (address, message) =>
      signMessage(config, { account: address as Address, message, connector }),
    login(message, signature, totpCode) {
      const invite = getInviteCode();
      return loginWallet({
        message,
        signature,
        ...(invite ? { invite_code: invite } : {}),
        ...(totpCode ? { totp_code: totpCode } : {}),
      });
    },
  };
}

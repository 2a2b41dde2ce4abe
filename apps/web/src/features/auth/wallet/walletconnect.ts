import { load } from 'virtual:walletconnect';
import type { Config, Connector } from 'wagmi';

const connectors = new WeakMap<Config, Map<string, Promise<Connector>>>();

/**
 * wagmi's WalletConnect v2 connector for `projectId` (the server's `walletconnect_project_id`),
 * made once per config. Its code (and the WalletConnect provider's) loads here, from a bundle of
 * its own (build/separate-bundle.ts), when a user picks WalletConnect, so no page's first load
 * carries it. It stays out of `config.connectors`, where it would count as an installed wallet.
 */
export function walletConnectConnector(config: Config, projectId: string): Promise<Connector> {
  const made = connectors.get(config) ?? new Map<string, Promise<Connector>>();
  connectors.set(config, made);
  let connector = made.get(projectId);
  if (!connector) {
    connector = load().then(({ walletConnect }) =>
      config._internal.connectors.setup(
        walletConnect({
          projectId,
          showQrModal: false,
          metadata: {
            name: 'Yuanlong Market',
            description: 'Yuanlong Market',
            url: window.location.origin,
            icons: [`${window.location.origin}/favicon.ico`],
          },
        }),
      ),
    );
    connector.catch(() => made.delete(projectId));
    made.set(projectId, connector);
  }
  return connector;
}

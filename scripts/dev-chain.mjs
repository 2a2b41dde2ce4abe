// The embedded default chain for `npm start` / `npm run dev`: anvil with state kept in the data
// folder, contracts deployed and demo assets minted on first start. Skipped when CHAIN_RPC_URL
// names a real chain (BSC mainnet or testnet).
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { startDevChain } = await import('../packages/chain/src/dev-chain.ts');
const { findFreePort } = await import('../packages/chain/src/anvil.ts');
const { demoPlayers, devAccounts } = await import('../packages/chain/src/accounts.ts');

/** Starts the dev chain unless one is configured; returns the env the server needs and a stop. */
export async function startEmbeddedChain(env = process.env) {
  if (env.CHAIN_RPC_URL) return { env: {}, stop: async () => {} };
  const dataDir = path.resolve(env.DATA_DIR ?? 'data', 'chain');
  const port = await choosePort(env.CHAIN_PORT);
  const chain = await startDevChain({ dataDir, port, blockTime: 1 });
  const [demo, fresh] = demoPlayers;
  console.log(
    [
      '',
      `  Local chain (anvil): ${chain.rpcUrl}  chain id ${chain.chainId}, a block every second`,
      `  Demo wallet to import into MetaMask: ${demo.address}`,
      `    private key ${demo.privateKey}  (activated, with game balances and assets)`,
      `  Not yet activated, with MDV to try activation: ${fresh.address}`,
      `    private key ${fresh.privateKey}`,
      '  These are public test keys: never use them on a real chain.',
      '',
    ].join('\n'),
  );
  return {
    env: {
      CHAIN_RPC_URL: chain.rpcUrl,
      CHAIN_ID: String(chain.chainId),
      CONTRACTS_FILE: chain.addressesFile,
      // The local chain's voucher signer and payout wallet (public anvil keys 1 and 2).
      SIGNER_PRIVATE_KEY: env.SIGNER_PRIVATE_KEY || devAccounts.signer.privateKey,
      PAYOUT_PRIVATE_KEY: env.PAYOUT_PRIVATE_KEY || devAccounts.payout.privateKey,
    },
    stop: () => chain.stop(),
  };
}

/** CHAIN_PORT, else 8545 (what wallets expect for a local chain) when free, else any free port. */
async function choosePort(wanted) {
  if (wanted !== undefined && wanted !== '') return Number(wanted) || findFreePort();
  const net = await import('node:net');
  const free = await new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(8545, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
  return free ? 8545 : findFreePort();
}

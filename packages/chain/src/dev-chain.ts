import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { findFreePort, type RunningAnvil, startAnvil } from './anvil.ts';
import { type ChainAddresses, deploy } from './deploy.ts';

export interface DevChainOptions {
  /** Folder for the chain state (anvil-state.json) and the addresses (addresses.json). */
  dataDir: string;
  /** RPC port on 127.0.0.1 (default: a free one). */
  port?: number;
  /** Seconds per block (interval mining, so confirmations advance); default one block per transaction. */
  blockTime?: number;
  log?: (message: string) => void;
}

export interface DevChain {
  rpcUrl: string;
  chainId: number;
  addresses: ChainAddresses;
  addressesFile: string;
  anvil: RunningAnvil;
  /** Stops anvil; its state is dumped to the data folder. */
  stop(): Promise<void>;
}

/**
 * The embedded dev chain: anvil with persistent state in `dataDir`, the contracts deployed and
 * the demo assets minted on first start, reused on later starts.
 */
export async function startDevChain(options: DevChainOptions): Promise<DevChain> {
  mkdirSync(options.dataDir, { recursive: true });
  const addressesFile = join(options.dataDir, 'addresses.json');
  const anvil = await startAnvil({
    port: options.port ?? (await findFreePort()),
    stateFile: join(options.dataDir, 'anvil-state.json'),
    blockTime: options.blockTime,
  });
  try {
    const { addresses } = await deploy({ rpcUrl: anvil.rpcUrl, addressesFile, log: options.log });
    return {
      rpcUrl: anvil.rpcUrl,
      chainId: anvil.chainId,
      addresses,
      addressesFile,
      anvil,
      stop: () => anvil.stop(),
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}

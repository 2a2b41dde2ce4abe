import type { LocalAccount, PublicClient, Transport } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Config } from '../config.ts';
import { createChainClient } from './client.ts';
import { type ChainContracts, loadContracts } from './contracts.ts';

/** What the server knows of its chain: settings, the deployment, and an RPC client when configured. */
export interface ChainRuntime {
  chainId: number;
  name: string;
  explorerUrl: string;
  /** The RPC URL browsers are told to use. */
  publicRpcUrl: string;
  confirmations: number;
  /** The chain's usual time between blocks. */
  blockMs: number;
  /** From CONTRACTS_FILE; undefined when none is configured. */
  contracts: ChainContracts | undefined;
  /** Present when CHAIN_RPC_URL is set. */
  client: PublicClient | undefined;
  /** The GameVault's voucher signer (SIGNER_PRIVATE_KEY); undefined when not configured. */
  signer: LocalAccount | undefined;
}

/** Builds the chain runtime from the configuration (reads CONTRACTS_FILE when set). */
export function createChainRuntime(
  config: Config,
  overrides: { transport?: Transport; contracts?: ChainContracts } = {},
): ChainRuntime {
  const contracts =
    overrides.contracts ??
    (config.contractsFile ? loadContracts(config.contractsFile, config.chainId) : undefined);
  const client =
    overrides.transport || config.chainRpcUrls.length > 0
      ? createChainClient({
          chainId: config.chainId,
          rpcUrls: config.chainRpcUrls,
          transport: overrides.transport,
          timeoutMs: config.chainRpcTimeoutMs,
        })
      : undefined;
  return {
    chainId: config.chainId,
    name: config.chainName,
    explorerUrl: config.chainExplorerUrl,
    publicRpcUrl: config.chainPublicRpcUrl,
    confirmations: config.chainConfirmations,
    blockMs: config.chainBlockMs,
    contracts,
    client,
    signer: config.signerPrivateKey ? privateKeyToAccount(config.signerPrivateKey) : undefined,
  };
}

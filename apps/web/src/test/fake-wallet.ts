import type { Address, Hash } from 'viem';
import { vi } from 'vitest';
import type { WalletDeps } from '../lib/chain-tx/tx-flow.ts';

/**
 * A wallet for the chain-flow unit tests that agrees to everything: connected at `address` on chain 31337, holding
 * `balance` of the coin with no allowance; an approval sends `approveTx`; every receipt succeeds in block `block`.
 */
export function fakeWallet({
  address,
  approveTx,
  balance = 10n ** 18n,
  block = 10n,
}: {
  address: Address;
  approveTx: Hash;
  balance?: bigint;
  block?: bigint;
}): WalletDeps {
  return {
    connect: vi.fn(async () => ({ address, chainId: 31337 })),
    switchChain: vi.fn(async () => {}),
    balanceOf: vi.fn(async () => balance),
    allowance: vi.fn(async () => 0n),
    approve: vi.fn(async () => approveTx),
    waitForReceipt: vi.fn(async () => ({ status: 'success' as const, blockNumber: block })),
  };
}

/** The chain of a flow's fakes: a head that moves one block per read from block `from`, and waits that return at once. */
export function fakeHead(from = 10n) {
  let head = from;
  return {
    blockNumber: vi.fn(async () => {
      head += 1n;
      return head;
    }),
    sleep: vi.fn(async () => {}),
  };
}

import type { Hash } from 'viem';
import { attempt } from './attempt.ts';
import { confirmationsOf } from './confirmations.ts';
import type { TxReceipt } from './tx-flow.ts';

/** How often the chain's head is read while a transaction gathers its confirmations. */
export const BLOCK_POLL_MS = 1000;

/** What the chain needs to follow a sent transaction. */
export interface FollowDeps {
  waitForReceipt(hash: Hash): Promise<TxReceipt>;
  blockNumber(): Promise<bigint>;
  /** Waits `ms`, or less when the signal aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export type Followed =
  | { kind: 'confirmed' }
  | { kind: 'failed'; reason: 'reverted' | 'unknown' }
  | { kind: 'aborted' };

/**
 * Follows a sent transaction: its receipt (reverted, or none to be had: failed), then `report`
 * (handing it to the server; a refusal changes nothing), then its confirmations: `onCount(n)` for
 * each new count below `required`, until `required` (confirmed) or the signal aborts.
 */
export async function followTx(
  deps: FollowDeps,
  hash: Hash,
  {
    required,
    signal,
    label,
    report,
    onCount,
  }: {
    required: number;
    signal?: AbortSignal;
    /** What is followed, for the console (e.g. "deposit"). */
    label: string;
    report: () => Promise<unknown>;
    onCount: (confirmations: number) => void;
  },
): Promise<Followed> {
  let block: bigint;
  try {
    const receipt = await deps.waitForReceipt(hash);
    if (receipt.status === 'reverted') return { kind: 'failed', reason: 'reverted' };
    block = receipt.blockNumber;
  } catch (error) {
    console.error(`The ${label} transaction could not be followed`, error);
    return { kind: 'failed', reason: 'unknown' };
  }
  await attempt(report, label);
  let head = block;
  let shown: number | undefined;
  while (!signal?.aborted) {
    const confirmations = confirmationsOf(head, block, required);
    if (confirmations >= required) return { kind: 'confirmed' };
    if (confirmations !== shown) {
      shown = confirmations;
      onCount(confirmations);
    }
    await deps.sleep(BLOCK_POLL_MS, signal);
    head = (await attempt(() => deps.blockNumber(), label)) ?? head;
  }
  return { kind: 'aborted' };
}

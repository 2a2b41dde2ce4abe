import type { Address, Hash } from 'viem';
import { ApiError } from '../api-error.ts';
import type { NetworkStep } from '../network-step.ts';
import { isChainMismatch, isNoWallet, isUserRejection } from '../wallet-errors.ts';

/**
 * Why a wallet transaction stopped. `api` was already toasted by the API client; the others have
 * a text (the wallet's own in `wallet.error.*`, the rest per feature).
 */
export type TxFailure =
  | 'noWallet'
  | 'noAccount'
  /** The wallet is on another account than the signed-in one. */
  | 'wrongAccount'
  | 'rejected'
  | 'insufficient'
  | 'unavailable'
  | 'reverted'
  | 'api'
  | 'unknown';

/** Where a wallet transaction is, up to the moment the wallet sends it. */
export type TxStep =
  | { kind: 'idle' }
  | { kind: 'connecting' }
  | NetworkStep
  | { kind: 'checking' }
  | { kind: 'approving' }
  | { kind: 'approveConfirming'; hash: Hash }
  | { kind: 'sending' }
  | { kind: 'failed'; reason: TxFailure; hash?: Hash };

/** A mined transaction: its outcome and its block. */
export interface TxReceipt {
  status: 'success' | 'reverted';
  blockNumber: bigint;
}

/** What a flow needs of the wallet and the chain; the app plugs in wagmi (lib/chain-tx/wagmi-wallet.ts). */
export interface WalletDeps {
  /** Connects (or reuses the connection): the account, if any, and the wallet's chain. */
  connect(): Promise<{ address: Address | undefined; chainId: number }>;
  switchChain(chainId: number): Promise<void>;
  /** Reads of the target chain (not the wallet's). `coin` null is the chain's native coin (BNB). */
  balanceOf(coin: Address | null, owner: Address): Promise<bigint>;
  allowance(coin: Address, owner: Address, spender: Address): Promise<bigint>;
  /** Resolves with the hash once the wallet has sent the approval. */
  approve(coin: Address, spender: Address, amount: bigint): Promise<Hash>;
  /** Waits until the transaction is mined. */
  waitForReceipt(hash: Hash): Promise<TxReceipt>;
}

/** What one transaction spends, and where. */
export interface Spend {
  chainId: number;
  /** The ERC-20 spent (it needs an allowance for `spender`); null for the native coin (none needed). */
  coin: Address | null;
  spender: Address;
  amount: bigint;
  /** The signed-in address, when the wallet must be on it (checked before anything is read or sent). */
  account?: string;
}

/** One kind of transaction: what it spends, what it sends, what follows. `S` are the flow's own steps. */
export interface TxPlan<S extends { kind: string }> {
  /** Read once the wallet is connected; undefined when there is nothing to pay into (no deployment). */
  spend(): Promise<Spend | undefined>;
  /** Reads before spending; a step returned ends the run there (activation: paid already). */
  precheck?(spend: Spend): Promise<S | undefined>;
  /** The transaction, sent through the wallet; resolves with its hash. */
  send(spend: Spend): Promise<Hash>;
  /** What follows the sent transaction (report it, wait for its block…); returns the last step. */
  afterSend(hash: Hash, go: (step: S | TxStep) => S | TxStep): Promise<S | TxStep>;
}

export interface TxOptions {
  /** Switch the wallet to the target chain when it is elsewhere (the prompt's button). */
  switchChain?: boolean;
}

/**
 * Thrown by a plan's `send` to end the run with one of the flow's own steps instead of a failure
 * (a refusal the contract gave while the wallet estimated the transaction).
 */
export class TxStop<S extends { kind: string }> extends Error {
  constructor(readonly step: S) {
    super(`stopped at ${step.kind}`);
  }
}

/** The failure an error stands for; an unexpected one is logged. */
export function txFailure(error: unknown): TxFailure {
  if (error instanceof ApiError) return 'api';
  if (isNoWallet(error)) return 'noWallet';
  if (isUserRejection(error)) return 'rejected';
  console.error('A wallet transaction failed', error);
  return 'unknown';
}

/**
 * One run of a transaction that spends a coin: connect, check the account and the chain (stop at
 * the prompt unless asked to switch), check the wallet holds the amount, approve it when the
 * allowance is short (and wait for that block), send, then hand over to `afterSend`. Every step is
 * reported; the last one is returned. Nothing is sent before every check has passed.
 */
export async function runTx<S extends { kind: string }>(
  deps: WalletDeps,
  plan: TxPlan<S>,
  report: (step: S | TxStep) => void,
  options: TxOptions = {},
): Promise<S | TxStep> {
  const go = (step: S | TxStep) => {
    report(step);
    return step;
  };
  go({ kind: 'connecting' });
  let wallet: Awaited<ReturnType<WalletDeps['connect']>>;
  let spend: Spend | undefined;
  try {
    wallet = await deps.connect();
    spend = await plan.spend();
  } catch (error) {
    const reason = txFailure(error);
    return go({ kind: 'failed', reason: reason === 'rejected' ? 'noAccount' : reason });
  }
  const { address, chainId } = wallet;
  if (!address) return go({ kind: 'failed', reason: 'noAccount' });
  if (!spend) return go({ kind: 'failed', reason: 'unavailable' });
  if (spend.account && spend.account.toLowerCase() !== address.toLowerCase()) {
    return go({ kind: 'failed', reason: 'wrongAccount' });
  }
  const target = spend.chainId;

  if (chainId !== target) {
    if (!options.switchChain) return go({ kind: 'wrongChain', chainId, targetChainId: target });
    go({ kind: 'switching', chainId, targetChainId: target });
    try {
      await deps.switchChain(target);
    } catch (error) {
      if (isUserRejection(error))
        return go({ kind: 'wrongChain', chainId, targetChainId: target, switchRejected: true });
      return go({ kind: 'failed', reason: txFailure(error) });
    }
  }

  go({ kind: 'checking' });
  let allowance: bigint;
  try {
    const stop = await plan.precheck?.(spend);
    if (stop) return go(stop);
    const balance = await deps.balanceOf(spend.coin, address);
    if (balance < spend.amount) return go({ kind: 'failed', reason: 'insufficient' });
    allowance = spend.coin ? await deps.allowance(spend.coin, address, spend.spender) : spend.amount;
  } catch (error) {
    return go({ kind: 'failed', reason: txFailure(error) });
  }

  let hash: Hash | undefined;
  try {
    if (spend.coin && allowance < spend.amount) {
      go({ kind: 'approving' });
      hash = await deps.approve(spend.coin, spend.spender, spend.amount);
      go({ kind: 'approveConfirming', hash });
      if ((await deps.waitForReceipt(hash)).status === 'reverted') {
        return go({ kind: 'failed', reason: 'reverted', hash });
      }
    }
    go({ kind: 'sending' });
    hash = undefined;
    hash = await plan.send(spend);
  } catch (error) {
    if (error instanceof TxStop) return go(error.step as S);
    if (isChainMismatch(error)) {
      // The wallet moved to another chain mid-way: back to the prompt.
      const now = await deps.connect().catch(() => undefined);
      return go({ kind: 'wrongChain', chainId: now?.chainId ?? chainId, targetChainId: target });
    }
    return go({ kind: 'failed', reason: txFailure(error), ...(hash ? { hash } : {}) });
  }
  return plan.afterSend(hash, go);
}

/** True while a run waits for the wallet or the approval's block (its button is busy). */
export function isTxBusy(step: { kind: string }): boolean {
  return (
    step.kind === 'connecting' ||
    step.kind === 'switching' ||
    step.kind === 'checking' ||
    step.kind === 'approving' ||
    step.kind === 'approveConfirming' ||
    step.kind === 'sending'
  );
}

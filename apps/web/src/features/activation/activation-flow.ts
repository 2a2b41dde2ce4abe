import type { Address, Hash } from 'viem';
import { ApiError } from '../../lib/api-error.ts';
import { isChainMismatch, isNoWallet, isUserRejection } from '../../lib/wallet-errors.ts';

/** Why a payment stopped; each has a text (activation.error.*) except `api`, already toasted. */
export type ActivationFailure =
  | 'noWallet'
  | 'noAccount'
  | 'rejected'
  | 'insufficient'
  | 'unavailable'
  | 'reverted'
  | 'api'
  | 'unknown';

/** Where a payment is. `wrongChain` waits for the user's one-click switch; `sent` hands over to the server. */
export type ActivationStep =
  | { kind: 'idle' }
  | { kind: 'connecting' }
  | { kind: 'wrongChain'; chainId: number; targetChainId: number; switchRejected?: boolean }
  | { kind: 'switching'; chainId: number; targetChainId: number }
  | { kind: 'checking' }
  | { kind: 'approving' }
  | { kind: 'approveConfirming'; hash: Hash }
  | { kind: 'paying' }
  | { kind: 'reporting'; hash: Hash }
  | { kind: 'sent'; hash: Hash }
  | { kind: 'alreadyPaid' }
  | { kind: 'failed'; reason: ActivationFailure; hash?: Hash };

/** What the server says to pay: the Activation contract, the coin, and the account reference. */
export interface ActivationTerms {
  chainId: number;
  contract: Address;
  coin: Address;
  /** The value `activate(uint256)` takes: the user id. */
  account: bigint;
}

/** What the flow needs from the wallet, the chain and the API; the app plugs in wagmi and the API client. */
export interface ActivationDeps {
  /** Connects (or reuses the connection): the paying account, if any, and the wallet's chain. */
  connect(): Promise<{ address: Address | undefined; chainId: number }>;
  /** The terms; undefined when the server has no deployment to pay (or cannot read it now). */
  terms(): Promise<ActivationTerms | undefined>;
  switchChain(chainId: number): Promise<void>;
  /** Reads of the target chain (not the wallet's). */
  price(contract: Address): Promise<bigint>;
  payerOf(contract: Address, account: bigint): Promise<Address>;
  balanceOf(coin: Address, owner: Address): Promise<bigint>;
  allowance(coin: Address, owner: Address, spender: Address): Promise<bigint>;
  /** Wallet transactions: resolve with the hash once the wallet has sent it. */
  approve(coin: Address, spender: Address, amount: bigint): Promise<Hash>;
  activate(contract: Address, account: bigint): Promise<Hash>;
  /** Waits until the transaction is mined. */
  waitForReceipt(hash: Hash): Promise<'success' | 'reverted'>;
  /** POST /api/user/activation {tx_hash}. */
  report(hash: Hash): Promise<void>;
}

export interface ActivationOptions {
  /** Switch the wallet to the target chain when it is elsewhere (the prompt's button). */
  switchChain?: boolean;
}

const ZERO_ADDRESS = /^0x0{40}$/;

function failure(error: unknown): ActivationFailure {
  if (error instanceof ApiError) return 'api';
  if (isNoWallet(error)) return 'noWallet';
  if (isUserRejection(error)) return 'rejected';
  console.error('Activation payment failed', error);
  return 'unknown';
}

/**
 * One run of the activation payment: connect, check the chain (stop at the prompt unless asked
 * to switch), check the wallet holds the price, approve it when the allowance is short (and wait
 * for that block), call activate(account), and report the transaction. Every step is reported;
 * the last one is returned. From `sent` on, the server's status counts the confirmations.
 */
export async function runActivation(
  deps: ActivationDeps,
  report: (step: ActivationStep) => void,
  options: ActivationOptions = {},
): Promise<ActivationStep> {
  const go = (step: ActivationStep) => {
    report(step);
    return step;
  };
  go({ kind: 'connecting' });
  let wallet: Awaited<ReturnType<ActivationDeps['connect']>>;
  let terms: ActivationTerms | undefined;
  try {
    wallet = await deps.connect();
    terms = await deps.terms();
  } catch (error) {
    const reason = failure(error);
    return go({ kind: 'failed', reason: reason === 'rejected' ? 'noAccount' : reason });
  }
  const { address, chainId } = wallet;
  if (!address) return go({ kind: 'failed', reason: 'noAccount' });
  if (!terms) return go({ kind: 'failed', reason: 'unavailable' });
  const target = terms.chainId;

  if (chainId !== target) {
    if (!options.switchChain) return go({ kind: 'wrongChain', chainId, targetChainId: target });
    go({ kind: 'switching', chainId, targetChainId: target });
    try {
      await deps.switchChain(target);
    } catch (error) {
      if (isUserRejection(error))
        return go({ kind: 'wrongChain', chainId, targetChainId: target, switchRejected: true });
      return go({ kind: 'failed', reason: failure(error) });
    }
  }

  go({ kind: 'checking' });
  let price: bigint;
  let allowance: bigint;
  try {
    // Paid already (another tab, an earlier visit): nothing to send; the status will show it.
    if (!ZERO_ADDRESS.test(await deps.payerOf(terms.contract, terms.account))) {
      return go({ kind: 'alreadyPaid' });
    }
    price = await deps.price(terms.contract);
    const balance = await deps.balanceOf(terms.coin, address);
    if (balance < price) return go({ kind: 'failed', reason: 'insufficient' });
    allowance = await deps.allowance(terms.coin, address, terms.contract);
  } catch (error) {
    return go({ kind: 'failed', reason: failure(error) });
  }

  let hash: Hash | undefined;
  try {
    if (allowance < price) {
      go({ kind: 'approving' });
      hash = await deps.approve(terms.coin, terms.contract, price);
      go({ kind: 'approveConfirming', hash });
      if ((await deps.waitForReceipt(hash)) === 'reverted') {
        return go({ kind: 'failed', reason: 'reverted', hash });
      }
    }
    go({ kind: 'paying' });
    hash = undefined;
    hash = await deps.activate(terms.contract, terms.account);
  } catch (error) {
    if (isChainMismatch(error)) {
      // The wallet moved to another chain mid-way: back to the prompt.
      const now = await deps.connect().catch(() => undefined);
      return go({ kind: 'wrongChain', chainId: now?.chainId ?? chainId, targetChainId: target });
    }
    return go({ kind: 'failed', reason: failure(error), ...(hash ? { hash } : {}) });
  }

  go({ kind: 'reporting', hash });
  try {
    await deps.report(hash);
  } catch (error) {
    // The payment is on its way whatever the server said now (the client showed its message):
    // the server also finds it on the chain, so the page waits for it like any other.
    if (!(error instanceof ApiError)) console.error('Reporting the activation failed', error);
  }
  return go({ kind: 'sent', hash });
}

/** True while the flow waits for the wallet, the chain or the server (the button is busy). */
export function isBusy(step: ActivationStep): boolean {
  return (
    step.kind === 'connecting' ||
    step.kind === 'switching' ||
    step.kind === 'checking' ||
    step.kind === 'approving' ||
    step.kind === 'approveConfirming' ||
    step.kind === 'paying' ||
    step.kind === 'reporting'
  );
}

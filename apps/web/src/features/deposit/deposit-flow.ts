import type { Address, Hash } from 'viem';
import { pollUntil } from '../../lib/chain-tx/attempt.ts';
import { followTx } from '../../lib/chain-tx/follow-tx.ts';
import { isTxBusy, runTx, type TxOptions, type TxStep, type WalletDeps } from '../../lib/chain-tx/tx-flow.ts';

/** How often the game balance is asked again once the deposit has its confirmations. */
export const BALANCE_POLL_MS = 1500;

/**
 * Where a deposit is: the shared wallet steps (`sending` is the deposit call), then the chain
 * (`mining`, `confirming` n of N), then the server (`crediting`: the confirmations are there, the
 * game balance has not grown yet), then `done` once it has.
 */
export type DepositStep =
  | TxStep
  | { kind: 'mining'; hash: Hash }
  | { kind: 'confirming'; hash: Hash; confirmations: number; required: number }
  | { kind: 'crediting'; hash: Hash; required: number }
  | { kind: 'done'; hash: Hash; balance: bigint };

type OwnStep = Exclude<DepositStep, TxStep>;

/** Where a deposit goes and what the page knows before it is sent. */
export interface DepositTerms {
  chainId: number;
  vault: Address;
  /** The ERC-20 deposited, or null for BNB (depositNative). */
  coin: Address | null;
  /** The user id: the `account` the vault's event names. */
  account: bigint;
  serverId: bigint;
  /** The signed-in address: the wallet must be on it. */
  address: string;
  /** Confirmations the server waits for before it credits the game. */
  required: number;
  /** The coin's available game balance before the deposit. */
  baseline: bigint;
}

/** What the deposit needs from the wallet, the chain and the API; the app plugs in wagmi and the API client. */
export interface DepositDeps extends WalletDeps {
  /** The terms for a coin; undefined when there is no vault to deposit into (or the coin is not taken). */
  terms(coin: string): Promise<DepositTerms | undefined>;
  /** depositCoin(coin, amount, account, serverId) or depositNative(account, serverId) with the amount. */
  deposit(terms: DepositTerms, amount: bigint): Promise<Hash>;
  /** The target chain's head. */
  blockNumber(): Promise<bigint>;
  /** The coin's available game balance, fetched anew. */
  gameBalance(coin: string): Promise<bigint>;
  /** Hands the mined deposit to the server (POST /api/user/charge or charge2) so it shows at once; the watcher credits it. */
  reportTx?(coin: string, hash: Hash): Promise<unknown>;
  /** Waits `ms`, or less when the signal aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface DepositRequest {
  /** The game coin's symbol (MDV, BNB, …). */
  coin: string;
  /** Base units of the coin. */
  amount: bigint;
}

export interface DepositOptions extends TxOptions {
  /** Stops the wait for confirmations and the credit (the dialog's page went away). */
  signal?: AbortSignal;
}

/**
 * One deposit to the game: the shared wallet flow (connect, the signed-in account, the chain, the
 * balance, approve when the allowance is short: BNB needs none), the deposit transaction, its
 * block, its confirmations n of N, then the game balance until it has grown by the amount. Only
 * then is it `done`: nothing earlier is shown as done.
 */
export async function runDeposit(
  deps: DepositDeps,
  request: DepositRequest,
  report: (step: DepositStep) => void,
  options: DepositOptions = {},
): Promise<DepositStep> {
  const { signal } = options;
  let terms: DepositTerms | undefined;
  return runTx<OwnStep>(
    deps,
    {
      async spend() {
        terms = await deps.terms(request.coin);
        if (!terms) return undefined;
        const { chainId, coin, vault, address } = terms;
        return { chainId, coin, spender: vault, amount: request.amount, account: address };
      },
      send: () => deps.deposit(terms!, request.amount),
      async afterSend(hash, go) {
        const { required, baseline } = terms!;
        let last: DepositStep = go({ kind: 'mining', hash });
        const followed = await followTx(deps, hash, {
          required,
          signal,
          label: 'deposit',
          // A courtesy to the server: the credit comes from the chain whatever it answers.
          report: async () => deps.reportTx?.(request.coin, hash),
          onCount: (confirmations) => {
            last = go({ kind: 'confirming', hash, confirmations, required });
          },
        });
        if (followed.kind === 'failed') return go({ kind: 'failed', reason: followed.reason, hash });
        if (signal?.aborted) return last;
        last = go({ kind: 'crediting', hash, required });
        const credited = await pollUntil(
          deps,
          () => deps.gameBalance(request.coin),
          (balance) => balance >= baseline + request.amount,
          { everyMs: BALANCE_POLL_MS, signal, flow: 'deposit' },
        );
        return credited ? go({ kind: 'done', hash, balance: credited.value }) : last;
      },
    },
    report,
    options,
  );
}

/** True while the deposit waits for the wallet, the chain or the credit (its button is busy). */
export function isDepositBusy(step: DepositStep): boolean {
  return isTxBusy(step) || isDepositWaiting(step);
}

/** A deposit that is sent and not yet credited. */
export type DepositWaitingStep = Extract<DepositStep, { kind: 'mining' | 'confirming' | 'crediting' }>;

/** True once the deposit is sent and not yet credited: it goes on even with the dialog closed. */
export function isDepositWaiting(step: DepositStep): step is DepositWaitingStep {
  return step.kind === 'mining' || step.kind === 'confirming' || step.kind === 'crediting';
}

import type { ClaimVoucher } from '@yuanlong/shared/claim';
import type { Address, Hash } from 'viem';
import { ApiError } from '../../lib/api-error.ts';
import { pollUntil } from '../../lib/chain-tx/attempt.ts';
import { followTx } from '../../lib/chain-tx/follow-tx.ts';
import { isTxBusy, runTx, type TxOptions, type TxStep, type WalletDeps } from '../../lib/chain-tx/tx-flow.ts';

/** How often the asset is read again once the claim has its confirmations. */
export const ASSET_POLL_MS = 1500;

/**
 * Where a move to the wallet is: the voucher (`requesting`, or `refused` with the server's
 * message), the shared wallet steps (`sending` is the vault call), the chain (`mining`,
 * `confirming` n of N), then the server (`finishing`: confirmed, the asset is not in the wallet
 * yet), then `done` once it is. `hash` is null when the voucher had been sent before (Continue).
 * `expired`: the voucher's deadline has passed on the chain, nothing is sent.
 */
export type ClaimStep =
  | TxStep
  | { kind: 'requesting' }
  | { kind: 'refused'; message: string }
  | { kind: 'expired' }
  | { kind: 'mining'; hash: Hash }
  | { kind: 'confirming'; hash: Hash; confirmations: number; required: number }
  | { kind: 'finishing'; hash: Hash | null }
  | { kind: 'done'; hash: Hash | null };

type OwnStep = Exclude<ClaimStep, TxStep | { kind: 'requesting' } | { kind: 'refused' }>;

/** What a claim needs from the wallet, the chain and the API; the app plugs in wagmi and the API client. */
export interface ClaimDeps extends WalletDeps {
  /** POST /api/card/claim: the asset's voucher (the same one while its claim is open). */
  requestVoucher(assetId: number): Promise<ClaimVoucher>;
  /** The product's chain and the confirmations it waits for; undefined when it has no deployment. */
  chain(): Promise<{ chainId: number; required: number } | undefined>;
  /** Whether the vault has used the nonce (the voucher was sent and mined before). */
  nonceUsed(vault: Address, nonce: bigint): Promise<boolean>;
  /** The chain's time: the latest block's timestamp, unix seconds. */
  chainTime(): Promise<bigint>;
  /** Sends the voucher's vault call (claimNft or mintCard) through the wallet. */
  claim(voucher: ClaimVoucher): Promise<Hash>;
  /** The target chain's head. */
  blockNumber(): Promise<bigint>;
  /** Hands the mined claim or mint to the server (POST /api/mint/callback) so the asset shows "on chain" at once. */
  reportTx?(assetId: number, hash: Hash): Promise<unknown>;
  /** The asset's location (ASSET_LOCATIONS code), fetched anew. */
  assetLocation(assetId: number): Promise<number>;
  /** Waits `ms`, or less when the signal aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface ClaimOptions extends TxOptions {
  /** Stops the wait for confirmations and for the asset (the page went away). */
  signal?: AbortSignal;
  /** Called with the voucher as soon as the server gives it (the asset is locked from then on). */
  onVoucher?(voucher: ClaimVoucher): void;
}

const WALLET = 1;

/**
 * One move of a game asset to the account's wallet: the voucher from the server, the shared wallet
 * flow (connect, the account's own wallet, the chain), a look on chain (already sent: only wait;
 * expired: stop), the vault call, its block, its confirmations n of N, then the asset until the
 * server has it in the wallet. Only then is it `done`.
 */
export async function runClaim(
  deps: ClaimDeps,
  assetId: number,
  report: (step: ClaimStep) => void,
  options: ClaimOptions = {},
): Promise<ClaimStep> {
  const { signal } = options;
  const go = (step: ClaimStep) => {
    report(step);
    return step;
  };
  go({ kind: 'requesting' });
  let voucher: ClaimVoucher;
  try {
    voucher = await deps.requestVoucher(assetId);
  } catch (error) {
    if (error instanceof ApiError) return go({ kind: 'refused', message: error.msg });
    console.error('The claim voucher could not be read', error);
    return go({ kind: 'failed', reason: 'unknown' });
  }
  options.onVoucher?.(voucher);

  /** Until the server has the asset in the wallet (or the page goes). */
  const untilInWallet = async (hash: Hash | null, last: OwnStep | TxStep): Promise<OwnStep | TxStep> => {
    if (last.kind !== 'finishing') {
      last = { kind: 'finishing', hash };
      go(last);
    }
    const inWallet = await pollUntil(
      deps,
      () => deps.assetLocation(assetId),
      (location) => location === WALLET,
      { everyMs: ASSET_POLL_MS, signal, flow: 'claim' },
    );
    if (!inWallet) return last;
    const done = { kind: 'done', hash } as const;
    go(done);
    return done;
  };

  let required = 1;
  const end = await runTx<OwnStep>(
    deps,
    {
      async spend() {
        const chain = await deps.chain();
        if (!chain) return undefined;
        required = chain.required;
        // Nothing is spent; the wallet must be the account's own (the voucher's `to`).
        return {
          chainId: chain.chainId,
          coin: null,
          spender: voucher.vault as Address,
          amount: 0n,
          account: voucher.to,
        };
      },
      async precheck() {
        if (await deps.nonceUsed(voucher.vault as Address, BigInt(voucher.nonce))) {
          return { kind: 'finishing', hash: null };
        }
        if ((await deps.chainTime()) > BigInt(voucher.deadline)) return { kind: 'expired' };
        return undefined;
      },
      send: () => deps.claim(voucher),
      async afterSend(hash, step) {
        let last: OwnStep | TxStep = step({ kind: 'mining', hash });
        const followed = await followTx(deps, hash, {
          required,
          signal,
          label: 'claim',
          // A courtesy to the server: the watcher moves the asset whatever it answers.
          report: async () => deps.reportTx?.(assetId, hash),
          onCount: (confirmations) => {
            last = step({ kind: 'confirming', hash, confirmations, required });
          },
        });
        if (followed.kind === 'failed') return step({ kind: 'failed', reason: followed.reason, hash });
        if (followed.kind === 'confirmed') return untilInWallet(hash, last);
        return last;
      },
    },
    go,
    options,
  );
  // Sent before (the dialog was closed after sending): nothing more to send, only the wait.
  if (end.kind === 'finishing' && end.hash === null) return untilInWallet(null, end);
  return end;
}

/** A claim that is sent (or found sent) and not yet in the wallet. */
export type ClaimWaitingStep = Extract<ClaimStep, { kind: 'mining' | 'confirming' | 'finishing' }>;

/** True once the claim is sent and the asset not yet in the wallet: it goes on with the dialog closed. */
export function isClaimWaiting(step: ClaimStep): step is ClaimWaitingStep {
  return step.kind === 'mining' || step.kind === 'confirming' || step.kind === 'finishing';
}

/** True while the claim waits for the server, the wallet, the chain or the game (its button is busy). */
export function isClaimBusy(step: ClaimStep): boolean {
  return step.kind === 'requesting' || isTxBusy(step) || isClaimWaiting(step);
}

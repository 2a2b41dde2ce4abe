import type { Address, Hash } from 'viem';
import { pollUntil } from '../../lib/chain-tx/attempt.ts';
import { followTx } from '../../lib/chain-tx/follow-tx.ts';
import { isTxBusy, runTx, type TxOptions, type TxStep, type WalletDeps } from '../../lib/chain-tx/tx-flow.ts';

/** How often the asset is read again once the deposit has its confirmations. */
export const ASSET_POLL_MS = 1500;
const IN_GAME = 2;

/**
 * Where the deposit of a wallet NFT to the game is: the shared wallet steps (`sending` is the
 * transfer to the vault), `notHeld` (the wallet does not hold the token: nothing sent), the chain
 * (`mining`, `confirming` n of N), the server (`finishing`: confirmed, not in the game yet), `done`.
 */
export type NftDepositStep =
  | TxStep
  | { kind: 'notHeld' }
  | { kind: 'mining'; hash: Hash }
  | { kind: 'confirming'; hash: Hash; confirmations: number; required: number }
  | { kind: 'finishing'; hash: Hash }
  | { kind: 'done'; hash: Hash };

type OwnStep = Exclude<NftDepositStep, TxStep>;

/** Where the NFT goes: the vault, the collection holding it, and the game account it is for. */
export interface NftDepositTerms {
  chainId: number;
  vault: Address;
  collection: Address;
  /** The user id and the game server the vault's event names. */
  account: bigint;
  serverId: bigint;
  /** The signed-in address: the wallet must be on it and hold the token. */
  address: string;
  required: number;
}

/** What the deposit needs from the wallet, the chain and the API; the app plugs in wagmi and the API client. */
export interface NftDepositDeps extends WalletDeps {
  /** The terms for an asset kind (dragon or card collection); undefined without a deployment. */
  terms(kind: number): Promise<NftDepositTerms | undefined>;
  /** The token's holder on chain. */
  ownerOf(collection: Address, tokenId: bigint): Promise<Address>;
  /** safeTransferFrom(wallet, vault, tokenId, abi.encode(account, serverId)) on the collection. */
  transfer(terms: NftDepositTerms, tokenId: bigint): Promise<Hash>;
  /** POST /api/card/deposit: the server shows the asset "depositing" at once. */
  reportTx(assetId: number, hash: Hash): Promise<unknown>;
  blockNumber(): Promise<bigint>;
  /** The asset's location (ASSET_LOCATIONS code), fetched anew. */
  assetLocation(assetId: number): Promise<number>;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface NftDepositRequest {
  assetId: number;
  kind: number;
  tokenId: bigint;
}

/**
 * One deposit of a wallet NFT to the game: the shared wallet flow (connect, the signed-in account,
 * the chain; nothing to approve: the holder transfers it), a look on chain (the wallet must hold
 * it), the transfer to the vault, its block (handed to the server), its confirmations n of N, then
 * the asset until the server has it in the game. Only then is it `done`.
 */
export async function runNftDeposit(
  deps: NftDepositDeps,
  request: NftDepositRequest,
  report: (step: NftDepositStep) => void,
  options: TxOptions & { signal?: AbortSignal } = {},
): Promise<NftDepositStep> {
  const { signal } = options;
  let terms: NftDepositTerms | undefined;
  return runTx<OwnStep>(
    deps,
    {
      async spend() {
        terms = await deps.terms(request.kind);
        if (!terms) return undefined;
        return {
          chainId: terms.chainId,
          coin: null,
          spender: terms.vault,
          amount: 0n,
          account: terms.address,
        };
      },
      async precheck() {
        const holder = await deps.ownerOf(terms!.collection, request.tokenId);
        return holder.toLowerCase() === terms!.address.toLowerCase() ? undefined : { kind: 'notHeld' };
      },
      send: () => deps.transfer(terms!, request.tokenId),
      async afterSend(hash, go) {
        const { required } = terms!;
        let last: NftDepositStep = go({ kind: 'mining', hash });
        const followed = await followTx(deps, hash, {
          required,
          signal,
          label: 'NFT deposit',
          // The server shows the asset "depositing" at once; the watcher moves it whatever it answers.
          report: () => deps.reportTx(request.assetId, hash),
          onCount: (confirmations) => {
            last = go({ kind: 'confirming', hash, confirmations, required });
          },
        });
        if (followed.kind === 'failed') return go({ kind: 'failed', reason: followed.reason, hash });
        if (signal?.aborted) return last;
        last = go({ kind: 'finishing', hash });
        const inGame = await pollUntil(
          deps,
          () => deps.assetLocation(request.assetId),
          (location) => location === IN_GAME,
          { everyMs: ASSET_POLL_MS, signal, flow: 'NFT deposit' },
        );
        return inGame ? go({ kind: 'done', hash }) : last;
      },
    },
    report,
    options,
  );
}

/** Sent and not yet in the game: it goes on with the dialog closed. */
export function isNftDepositWaiting(
  step: NftDepositStep,
): step is Extract<NftDepositStep, { kind: 'mining' | 'confirming' | 'finishing' }> {
  return step.kind === 'mining' || step.kind === 'confirming' || step.kind === 'finishing';
}

export function isNftDepositBusy(step: NftDepositStep): boolean {
  return isTxBusy(step) || isNftDepositWaiting(step);
}

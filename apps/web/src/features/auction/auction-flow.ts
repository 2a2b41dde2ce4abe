import type { Abi, Address, Hash } from 'viem';
import { pollUntil } from '../../lib/chain-tx/attempt.ts';
import { followTx } from '../../lib/chain-tx/follow-tx.ts';
import {
  isTxBusy,
  runTx,
  type TxOptions,
  type TxStep,
  TxStop,
  type WalletDeps,
} from '../../lib/chain-tx/tx-flow.ts';
import { type AuctionRefusal, auctionRefusal } from './auction-errors.ts';

/** How often the server is asked whether it shows the change once the confirmations are in. */
export const SERVER_POLL_MS = 1500;

/**
 * Where an NFT111 transaction is: the shared wallet steps, the NFT's approval for a listing
 * (`approvingNft`, `approveNftConfirming`), `refused` when the contract would revert (found by a
 * simulation before the wallet is asked, or by the wallet's estimate), then the chain
 * (`mining`), the report to the server (`reporting`), `confirming` n of N, `finishing` until the
 * server shows the change, `done`.
 */
export type AuctionStep =
  | TxStep
  | { kind: 'refused'; reason: AuctionRefusal }
  | { kind: 'approvingNft' }
  | { kind: 'approveNftConfirming'; hash: Hash }
  | { kind: 'mining'; hash: Hash }
  | { kind: 'reporting'; hash: Hash }
  | { kind: 'confirming'; hash: Hash; confirmations: number; required: number }
  | { kind: 'finishing'; hash: Hash }
  | { kind: 'done'; hash: Hash };

type OwnStep = Exclude<AuctionStep, TxStep>;

/** One contract call, as wagmi's writeContract takes it. */
export interface AuctionCall {
  address: Address;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  value?: bigint;
}

/** The product's chain as the flow needs it; undefined when it has no deployment. */
export interface AuctionChain {
  chainId: number;
  required: number;
  nft111: Address;
}

export interface AuctionDeps extends WalletDeps {
  chain(): Promise<AuctionChain | undefined>;
  /** Runs the call against the chain without sending it; throws the contract's revert. */
  simulate(call: AuctionCall, account: Address): Promise<void>;
  /** Sends the call through the wallet. */
  write(call: AuctionCall): Promise<Hash>;
  nftApproved(collection: Address, tokenId: bigint, owner: Address, operator: Address): Promise<boolean>;
  approveNft(collection: Address, tokenId: bigint, operator: Address): Promise<Hash>;
  blockNumber(): Promise<bigint>;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** One NFT111 transaction: who sends it, what it spends, the call, and what follows it. */
export interface AuctionPlan {
  /** The signed-in account's address: the wallet must be on it. */
  account: string;
  /** The ERC-20 spent (approved to the contract first), null for BNB or nothing. */
  coin: Address | null;
  /** Base units spent (a bid); 0 for the other calls. */
  amount: bigint;
  call(chain: AuctionChain): AuctionCall;
  /** A listing escrows this NFT: the contract must be approved for it first. */
  nft?: { collection: Address; tokenId: bigint };
  /** Hands the mined transaction to the server (sellback, cancelback, buyback). */
  report(hash: Hash): Promise<unknown>;
  /** True once the server shows the change of transaction `hash` (the watcher has it confirmed). */
  isDone(hash: Hash): Promise<boolean>;
}

/**
 * Runs one NFT111 transaction: the shared wallet flow (connect, the account's own wallet, the
 * chain, the balance, the coin's approval), the NFT's approval for a listing, a simulation (a
 * refusal stops before the wallet is asked to send), the call, its block, the report to the
 * server, the confirmations n of N, then the server until it shows the change.
 */
export async function runAuctionTx(
  deps: AuctionDeps,
  plan: AuctionPlan,
  report: (step: AuctionStep) => void,
  options: TxOptions & { signal?: AbortSignal } = {},
): Promise<AuctionStep> {
  const { signal } = options;
  const go = (step: AuctionStep) => {
    report(step);
    return step;
  };
  let chain: AuctionChain | undefined;
  return runTx<OwnStep>(
    deps,
    {
      async spend() {
        chain = await deps.chain();
        if (!chain) return undefined;
        return {
          chainId: chain.chainId,
          coin: plan.coin,
          spender: chain.nft111,
          amount: plan.amount,
          account: plan.account,
        };
      },
      async precheck() {
        const account = plan.account as Address;
        const { nft } = plan;
        if (nft && !(await deps.nftApproved(nft.collection, nft.tokenId, account, chain!.nft111))) {
          go({ kind: 'approvingNft' });
          const hash = await deps.approveNft(nft.collection, nft.tokenId, chain!.nft111);
          go({ kind: 'approveNftConfirming', hash });
          if ((await deps.waitForReceipt(hash)).status === 'reverted') {
            return { kind: 'refused', reason: 'notAllowed' };
          }
        }
        try {
          await deps.simulate(plan.call(chain!), account);
        } catch (error) {
          const reason = auctionRefusal(error);
          // An ERC-20 bid is simulated before its approval: the allowance comes next.
          const later = plan.coin !== null && (reason === 'allowance' || reason === 'insufficient');
          if (!later) return { kind: 'refused', reason };
        }
        return undefined;
      },
      async send() {
        try {
          return await deps.write(plan.call(chain!));
        } catch (error) {
          const reason = auctionRefusal(error);
          if (reason !== 'rejected' && reason !== 'failed') throw new TxStop({ kind: 'refused', reason });
          throw error;
        }
      },
      async afterSend(hash, step) {
        step({ kind: 'mining', hash });
        const required = chain!.required;
        let last: AuctionStep | undefined;
        const followed = await followTx(deps, hash, {
          required,
          signal,
          label: 'auction',
          // A refused report was toasted; the watcher still finishes from the chain.
          report: () => {
            step({ kind: 'reporting', hash });
            return plan.report(hash);
          },
          onCount: (confirmations) => {
            last = step({ kind: 'confirming', hash, confirmations, required });
          },
        });
        if (followed.kind === 'failed') return step({ kind: 'failed', reason: followed.reason, hash });
        last = step({ kind: 'finishing', hash });
        const shown = await pollUntil(
          deps,
          () => plan.isDone(hash),
          (done) => done,
          { everyMs: SERVER_POLL_MS, signal, flow: 'auction transaction' },
        );
        return shown ? step({ kind: 'done', hash }) : last;
      },
    },
    go,
    options,
  );
}

/** Sent and not yet shown by the server: it goes on with the dialog closed. */
export function isAuctionWaiting(
  step: AuctionStep,
): step is Extract<AuctionStep, { kind: 'mining' | 'reporting' | 'confirming' | 'finishing' }> {
  return ['mining', 'reporting', 'confirming', 'finishing'].includes(step.kind);
}

/** True while the transaction waits for the wallet, the chain or the server (its button is busy). */
export function isAuctionBusy(step: AuctionStep): boolean {
  return (
    isTxBusy(step) ||
    step.kind === 'approvingNft' ||
    step.kind === 'approveNftConfirming' ||
    isAuctionWaiting(step)
  );
}

import { gameVaultAbi } from '@yuanlong/chain/abis';
import { type PayoutVoucher, payoutArgs, signPayout } from '@yuanlong/chain/vouchers';
import { NATIVE_COIN } from '@yuanlong/shared/coins';
import {
  type Address,
  BaseError,
  type Block,
  ContractFunctionRevertedError,
  createWalletClient,
  custom,
  getAddress,
  type Hex,
  type LocalAccount,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  zeroAddress,
} from 'viem';
import type { Db } from '../db/client.ts';
import {
  fixVoucher,
  markFailed,
  markSent,
  openWithdrawals,
  type VoucheredWithdrawal,
} from '../modules/withdraw/store.ts';
import { chainDefinition } from './client.ts';
import type { ChainContracts } from './contracts.ts';
import type { LeaderLease, LeaderLock } from './leader.ts';
import { LeaderLoop, silentLogger } from './leader-loop.ts';
import { VoucherRevoker } from './voucher-revoker.ts';
import type { WatcherLogger } from './watcher.ts';

export interface PayoutWorkerOptions {
  chainId: number;
  client: PublicClient;
  contracts: ChainContracts;
  lock: LeaderLock;
  /** The vault's voucher signer (signs payouts, revokes expired vouchers). */
  signer: LocalAccount;
  /** The payout wallet: submits the payouts and pays their gas. */
  payer: LocalAccount;
  /** Confirmations a revocation needs before its withdrawal is given up. */
  confirmations: number;
  pollMs: number;
  /** How long a voucher is valid from when it is fixed (chain time). */
  voucherTtlSeconds: number;
  /** A sent payout no node knows of is sent again after this long (default 60 s). */
  resendAfterMs?: number;
  logger?: WatcherLogger;
  /** Test seam: called right after a payout transaction is sent, before it is recorded. */
  hooks?: { afterSend?(withdrawalId: number, hash: Hex): void | Promise<void> };
}

/** Open withdrawals handled per pass. */
const BATCH = 50;
const MAX_BACKOFF_MS = 60_000;

/**
 * Pays queued withdrawals from the payout wallet, one GameVault payout voucher each, exactly
 * once also across crashes and restarts:
 * - the voucher (nonce from the shared voucher sequence, deadline) is fixed in the database
 *   before anything is signed, so every attempt signs the same voucher and the vault accepts
 *   its nonce once;
 * - before sending it checks `isNonceUsed`; a used nonce means paid (the watcher finishes it
 *   when CoinPaidOut is confirmed) or revoked (the withdrawal fails and is returned);
 * - a sent payout that no node knows of any more (dropped, reorged out) is sent again;
 * - a voucher past its deadline unused is revoked on chain by the signer; once the revocation
 *   has the confirmations, the withdrawal fails and its amount is available again.
 * Only the leader (advisory lock) runs; another instance waits.
 */
export class PayoutWorker {
  private readonly log: WatcherLogger;
  private readonly payerWallet;
  private readonly revoker: VoucherRevoker;
  private readonly job: LeaderLoop;
  /** When this process last sent each withdrawal's payout (resend grace). */
  private readonly lastSent = new Map<number, number>();

  constructor(private readonly options: PayoutWorkerOptions) {
    this.log = options.logger ?? silentLogger;
    const chain = chainDefinition(options.chainId, []);
    const transport = custom({ request: (args) => options.client.request(args as never) });
    this.payerWallet = createWalletClient({ account: options.payer, chain, transport });
    this.revoker = new VoucherRevoker({
      chainId: options.chainId,
      client: options.client,
      contracts: options.contracts,
      signer: options.signer,
      confirmations: options.confirmations,
      resendAfterMs: options.resendAfterMs,
    });
    this.job = new LeaderLoop({
      name: 'payout worker',
      lock: options.lock,
      pollMs: options.pollMs,
      maxBackoffMs: MAX_BACKOFF_MS,
      logger: this.log,
      leaderFields: { payer: options.payer.address },
      work: (lease) => this.pass(lease),
    });
  }

  /** Runs in the background until {@link stop}. */
  start(): void {
    this.job.start();
  }

  /** Stops after the current withdrawal and gives up leadership. */
  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One pass over the open withdrawals; false when another instance is the leader. */
  syncOnce(): Promise<boolean> {
    return this.job.syncOnce();
  }

  private get stopping(): boolean {
    return this.job.stopping;
  }

  private async pass(lease: LeaderLease): Promise<void> {
    const open = await openWithdrawals(lease.db, this.options.chainId, BATCH);
    if (open.length === 0) return;
    const head = await this.options.client.getBlock({ blockTag: 'latest' });
    for (const row of open) {
      if (this.stopping || lease.lost()) return;
      const w = await fixVoucher(
        lease.db,
        row,
        new Date((Number(head.timestamp) + this.options.voucherTtlSeconds) * 1000),
      );
      try {
        await this.handle(lease.db, w, head);
      } catch (error) {
        // The node refuses a payout whose nonce a pending one uses: it waits for that one.
        const level = isNonceUsedRevert(error) ? 'info' : 'warn';
        this.log[level]({ err: error, withdrawal: w.id }, 'payout worker: withdrawal not handled this pass');
      }
    }
  }

  /** The voucher of a withdrawal, derived from its stored fields only (the same every time). */
  voucherOf(w: VoucheredWithdrawal): PayoutVoucher {
    const { coins } = this.options.contracts;
    return {
      coin: w.coin === NATIVE_COIN ? zeroAddress : coins[w.coin as keyof typeof coins],
      amount: w.amount,
      to: getAddress(w.toAddress),
      account: BigInt(w.userId),
      nonce: BigInt(w.voucherNonce),
      deadline: BigInt(Math.floor(w.deadline.getTime() / 1000)),
    };
  }

  private async handle(db: Db, w: VoucheredWithdrawal, head: Block): Promise<void> {
    const voucher = this.voucherOf(w);
    const used = await this.revoker.isNonceUsed(voucher.nonce);
    if (used) return this.settleUsed(db, w, voucher, head);
    if (head.timestamp >= voucher.deadline) return this.revoke(w, voucher);
    if (w.state === 'sent' && w.txHash && (await this.inFlight(w.id, w.txHash as Hex))) return;
    await this.send(db, w, voucher);
  }

  private async send(db: Db, w: VoucheredWithdrawal, voucher: PayoutVoucher): Promise<void> {
    const signature = await signPayout(
      this.options.signer,
      { chainId: this.options.chainId, verifyingContract: this.options.contracts.contracts.gameVault },
      voucher,
    );
    const hash = await this.payerWallet.writeContract({
      address: this.options.contracts.contracts.gameVault,
      abi: gameVaultAbi,
      functionName: 'payout',
      args: payoutArgs(voucher, signature),
    });
    this.lastSent.set(w.id, Date.now());
    this.log.info(
      { withdrawal: w.id, nonce: voucher.nonce.toString(), tx: hash },
      'payout worker: payout sent',
    );
    await this.options.hooks?.afterSend?.(w.id, hash);
    await markSent(db, w.id, hash);
  }

  /**
   * Whether a sent payout may still land: mined successfully, or pending on the node. A reverted
   * or unknown one is sent again, but not within the grace after this process sent it.
   */
  private async inFlight(id: number, hash: Hex): Promise<boolean> {
    const { client } = this.options;
    try {
      const receipt = await client.getTransactionReceipt({ hash });
      return receipt.status === 'success';
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    if (Date.now() - (this.lastSent.get(id) ?? 0) < (this.options.resendAfterMs ?? 60_000)) return true;
    try {
      await client.getTransaction({ hash });
      return true;
    } catch (error) {
      if (error instanceof TransactionNotFoundError) return false;
      throw error;
    }
  }

  /**
   * The nonce is used: either a payout of this voucher is on chain (record it as sent with its
   * transaction; the watcher finishes it) or the voucher was revoked (fail it once the
   * revocation has the confirmations).
   */
  private async settleUsed(db: Db, w: VoucheredWithdrawal, voucher: PayoutVoucher, head: Block) {
    const { client, contracts } = this.options;
    const revocation = await this.revoker.revocation(voucher.nonce, head);
    if (revocation !== 'none') {
      if (revocation === 'pending') return;
      if (await markFailed(db, w.id, new Date(Number(head.timestamp) * 1000))) {
        this.log.warn(
          { withdrawal: w.id, nonce: voucher.nonce.toString() },
          'payout worker: voucher expired; returned',
        );
      }
      return;
    }
    if (w.state === 'sent' && w.txHash) return;
    const paid = await client.getContractEvents({
      address: contracts.contracts.gameVault,
      abi: gameVaultAbi,
      eventName: 'CoinPaidOut',
      args: { to: voucher.to as Address },
      fromBlock: this.revoker.fromBlock(head),
      toBlock: head.number!,
    });
    const mine = paid.find((log) => log.args.nonce === voucher.nonce);
    await markSent(db, w.id, mine?.transactionHash ?? null);
  }

  /** Revokes an expired, unused voucher (once per process while the revocation is pending). */
  private async revoke(w: VoucheredWithdrawal, voucher: PayoutVoucher): Promise<void> {
    const hash = await this.revoker.revoke(voucher.nonce);
    if (!hash) return;
    this.log.info(
      { withdrawal: w.id, nonce: voucher.nonce.toString(), tx: hash },
      'payout worker: voucher revoked',
    );
  }
}

/** True when a call failed because the vault says the voucher's nonce is used. */
function isNonceUsedRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (e) => e instanceof ContractFunctionRevertedError && e.data?.errorName === 'GameVaultNonceUsed',
    ) !== null
  );
}

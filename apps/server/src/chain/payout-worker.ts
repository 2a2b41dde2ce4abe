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
  formatEther,
  getAddress,
  type Hex,
  InsufficientFundsError,
  type LocalAccount,
  type PublicClient,
  type Transaction,
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
import { ChainIdGuard, WrongChainError } from './chain-id-guard.ts';
import { chainDefinition } from './client.ts';
import type { ChainContracts } from './contracts.ts';
import type { LeaderLease, LeaderLock } from './leader.ts';
import { LeaderJob, LeaderLoop, silentLogger } from './leader-loop.ts';
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
  /** A payout pending this long is replaced under the same nonce with a higher fee (default 90 s). */
  stuckAfterMs?: number;
  /** The most a replacement offers per gas, in wei (default 50 gwei). */
  maxFeePerGas?: bigint;
  logger?: WatcherLogger;
  /** Test seam: called right after a payout transaction is sent, before it is recorded. */
  hooks?: { afterSend?(withdrawalId: number, hash: Hex): void | Promise<void> };
}

/** The payout worker as this instance sees it (/api/ready). */
export interface PayoutStatus {
  leader: boolean;
  /** The payout wallet (it pays the gas). */
  payer: Address;
  /** The last pass's failure, or a payout this instance cannot move (stuck at the fee cap). */
  lastError: string | undefined;
  /** The payout wallet's BNB does not cover a payout's gas: payouts wait until it is funded. */
  payerLacksGas: boolean;
}

/** The payout wallet cannot pay a payout's gas: nothing is sent until it is funded. */
export class PayerLacksGasError extends Error {}

/** Open withdrawals handled per pass. */
const BATCH = 50;
const MAX_BACKOFF_MS = 60_000;
/** A replacement offers at least this much more per gas (nodes ask for 10 %). */
const BUMP_PERCENT = 25n;

/**
 * Pays queued withdrawals from the payout wallet, one GameVault payout voucher each, exactly
 * once also across crashes and restarts:
 * - the voucher (nonce from the shared voucher sequence, deadline) is fixed in the database
 *   before anything is signed, so every attempt signs the same voucher and the vault accepts
 *   its nonce once;
 * - before sending it checks `isNonceUsed`; a used nonce means paid (the watcher finishes it
 *   when CoinPaidOut is confirmed) or revoked (the withdrawal fails and is returned);
 * - a sent payout that no node knows of any more (dropped, reorged out) is sent again;
 * - a payout pending longer than `stuckAfterMs` is replaced: the same call under the same wallet
 *   nonce with a higher fee; the withdrawal keeps every hash, and whichever is mined counts;
 * - a payout wallet that cannot pay the gas ends the pass (PayerLacksGasError, logged as an error,
 *   in the status): the withdrawals stay queued and are sent once it is funded;
 * - against an RPC serving another chain id it does nothing (WrongChainError);
 * - a voucher past its deadline unused is revoked on chain by the signer; once the revocation
 *   has the confirmations, the withdrawal fails and its amount is available again.
 * Only the leader (advisory lock) runs; another instance waits.
 */
export class PayoutWorker extends LeaderJob {
  private readonly log: WatcherLogger;
  private readonly payerWallet;
  private readonly revoker: VoucherRevoker;
  protected readonly job: LeaderLoop;
  /** When this process last sent (or first saw pending) each withdrawal's payout. */
  private readonly lastSent = new Map<number, number>();
  private readonly chainIdGuard: ChainIdGuard;
  /** A payout that cannot be moved this pass (stuck at the fee cap); cleared by a pass without one. */
  private problem: string | undefined;
  /** The last pass ended because the payout wallet cannot pay the gas. */
  private lacksGas = false;

  constructor(private readonly options: PayoutWorkerOptions) {
    super();
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
    this.chainIdGuard = new ChainIdGuard(options.client, options.chainId, 'payout worker');
    this.job = new LeaderLoop({
      name: 'payout worker',
      lock: options.lock,
      pollMs: options.pollMs,
      maxBackoffMs: MAX_BACKOFF_MS,
      logger: this.log,
      leaderFields: { payer: options.payer.address },
      work: (lease) => this.chainIdGuard.guard(() => this.pass(lease)),
      levelOf: (error) =>
        error instanceof WrongChainError || error instanceof PayerLacksGasError ? 'error' : 'warn',
    });
  }

  status(): PayoutStatus {
    const lastError = this.job.lastError;
    return {
      leader: this.job.leader,
      payer: this.options.payer.address,
      lastError: lastError ?? this.problem,
      payerLacksGas: this.lacksGas && lastError !== undefined,
    };
  }

  private get stopping(): boolean {
    return this.job.stopping;
  }

  private async pass(lease: LeaderLease): Promise<void> {
    this.lacksGas = false;
    const open = await openWithdrawals(lease.db, this.options.chainId, BATCH);
    if (open.length === 0) {
      this.problem = undefined;
      return;
    }
    const head = await this.options.client.getBlock({ blockTag: 'latest' });
    let problem: string | undefined;
    for (const row of open) {
      if (this.stopping || lease.lost()) return;
      const w = await fixVoucher(
        lease.db,
        row,
        new Date((Number(head.timestamp) + this.options.voucherTtlSeconds) * 1000),
      );
      try {
        problem = (await this.handle(lease.db, w, head)) ?? problem;
      } catch (error) {
        if (error instanceof PayerLacksGasError) {
          // Every other payout would fail the same way: the pass ends; they wait, still queued.
          this.lacksGas = true;
          throw error;
        }
        // The node refuses a payout whose nonce a pending one uses: it waits for that one.
        const level = isNonceUsedRevert(error) ? 'info' : 'warn';
        this.log[level]({ err: error, withdrawal: w.id }, 'payout worker: withdrawal not handled this pass');
      }
    }
    this.problem = problem;
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

  /** Moves one withdrawal on; returns a problem to report when its payout cannot be moved. */
  private async handle(db: Db, w: VoucheredWithdrawal, head: Block): Promise<string | undefined> {
    const voucher = this.voucherOf(w);
    const used = await this.revoker.isNonceUsed(voucher.nonce);
    if (used) return this.settleUsed(db, w, voucher, head);
    if (head.timestamp >= voucher.deadline) return this.revoke(w, voucher);
    if (w.state === 'sent' && w.txHash) {
      const sent = await this.sentState(w.id, w.txHash as Hex);
      if (sent === 'mined') return;
      if (sent !== 'gone') {
        const since = this.lastSent.get(w.id) ?? Date.now();
        this.lastSent.set(w.id, since);
        if (sent === 'young' || Date.now() - since < (this.options.stuckAfterMs ?? 90_000)) return;
        return this.replace(db, w, voucher, sent);
      }
    }
    await this.send(db, w, voucher);
  }

  private async send(db: Db, w: VoucheredWithdrawal, voucher: PayoutVoucher): Promise<void> {
    const hash = await this.payerWallet
      .writeContract({
        address: this.options.contracts.contracts.gameVault,
        abi: gameVaultAbi,
        functionName: 'payout',
        args: await this.payoutCall(voucher),
      })
      .catch((error: unknown) => this.failedSend(error));
    this.lastSent.set(w.id, Date.now());
    this.log.info(
      { withdrawal: w.id, nonce: voucher.nonce.toString(), tx: hash },
      'payout worker: payout sent',
    );
    await this.options.hooks?.afterSend?.(w.id, hash);
    await markSent(db, w.id, hash);
  }

  /** Rethrows a failed send; one the payout wallet cannot pay the gas of as PayerLacksGasError. */
  private async failedSend(error: unknown): Promise<never> {
    if (!isInsufficientFunds(error)) throw error;
    const payer = this.options.payer.address;
    const balance = await this.options.client.getBalance({ address: payer }).catch(() => undefined);
    throw new PayerLacksGasError(
      `the payout wallet ${payer} cannot pay a payout's gas (balance ${balance === undefined ? 'unknown' : `${formatEther(balance)} BNB`}): payouts wait until it is funded`,
    );
  }

  private async payoutCall(voucher: PayoutVoucher) {
    const signature = await signPayout(
      this.options.signer,
      { chainId: this.options.chainId, verifyingContract: this.options.contracts.contracts.gameVault },
      voucher,
    );
    return payoutArgs(voucher, signature);
  }

  /**
   * A payout pending for too long (its fee below what blocks take): the same call again under the
   * same payout-wallet nonce and gas, offering at least 25 % more per gas and no less than the
   * chain asks for its next block, up to `maxFeePerGas`. Only one of the two can be mined (one wallet nonce), and
   * the vault pays the voucher once; both hashes stay on the withdrawal. At the cap it waits.
   */
  private async replace(
    db: Db,
    w: VoucheredWithdrawal,
    voucher: PayoutVoucher,
    pending: Transaction,
  ): Promise<string | undefined> {
    const { client } = this.options;
    const cap = this.options.maxFeePerGas ?? 50_000_000_000n;
    const bump = (wei: bigint) => wei + (wei * BUMP_PERCENT + 99n) / 100n;
    const max = (a: bigint, b: bigint) => (a > b ? a : b);
    const min = (a: bigint, b: bigint) => (a < b ? a : b);
    let fees: { gasPrice: bigint } | { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };
    let offered: bigint;
    let needed: bigint;
    if (pending.maxFeePerGas === undefined || pending.maxPriorityFeePerGas === undefined) {
      needed = bump(pending.gasPrice ?? 0n);
      offered = min(cap, max(needed, await client.getGasPrice()));
      fees = { gasPrice: offered };
    } else {
      // Priced for the next block (the pending one) where the node tells it, else from the latest:
      // its base fee with 20 % room (as viem prices a first send) plus the tip the node suggests.
      const next =
        (await client.getBlock({ blockTag: 'pending' }).catch(() => undefined)) ??
        (await client.getBlock({ blockTag: 'latest' }));
      const tip = await client.estimateMaxPriorityFeePerGas();
      const now = { maxFeePerGas: ((next.baseFeePerGas ?? 0n) * 12n) / 10n + tip, maxPriorityFeePerGas: tip };
      needed = bump(pending.maxFeePerGas);
      offered = min(cap, max(needed, now.maxFeePerGas));
      const priority = min(offered, max(bump(pending.maxPriorityFeePerGas), now.maxPriorityFeePerGas));
      fees = { maxFeePerGas: offered, maxPriorityFeePerGas: priority };
    }
    if (offered < needed) {
      const problem = `the payout of withdrawal ${w.id} (${pending.hash}) is pending at the fee cap (PAYOUT_MAX_GAS_GWEI): it waits for the chain's fee to come down or a higher cap`;
      this.log.warn(
        { withdrawal: w.id, tx: pending.hash, maxFeePerGas: cap.toString() },
        `payout worker: ${problem}`,
      );
      return problem;
    }
    const hash = await this.payerWallet
      .writeContract({
        address: this.options.contracts.contracts.gameVault,
        abi: gameVaultAbi,
        functionName: 'payout',
        args: await this.payoutCall(voucher),
        nonce: pending.nonce,
        // The node would estimate against its pending state, where the vault nonce is already used.
        gas: pending.gas,
        ...fees,
      })
      .catch((error: unknown) => this.failedSend(error));
    this.lastSent.set(w.id, Date.now());
    this.log.warn(
      {
        withdrawal: w.id,
        nonce: voucher.nonce.toString(),
        walletNonce: pending.nonce,
        replaced: pending.hash,
        tx: hash,
        perGas: offered.toString(),
      },
      'payout worker: a stuck payout replaced with a higher fee',
    );
    await markSent(db, w.id, hash);
  }

  /**
   * Where a sent payout stands: mined successfully; `young` (sent by this process within the
   * resend grace, perhaps not on our node yet); pending on the node (the transaction); or gone
   * (unknown, or reverted): sent again.
   */
  private async sentState(id: number, hash: Hex): Promise<'mined' | 'young' | 'gone' | Transaction> {
    const { client } = this.options;
    try {
      const receipt = await client.getTransactionReceipt({ hash });
      return receipt.status === 'success' ? 'mined' : 'gone';
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    try {
      const tx = await client.getTransaction({ hash });
      return tx.blockNumber === null ? tx : 'young';
    } catch (error) {
      if (!(error instanceof TransactionNotFoundError)) throw error;
    }
    return Date.now() - (this.lastSent.get(id) ?? 0) < (this.options.resendAfterMs ?? 60_000)
      ? 'young'
      : 'gone';
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
    if (w.state === 'sent' && w.txHash) {
      // Ours paid: the latest transaction, or one it replaced (recorded as the paying one).
      for (const hash of [w.txHash, ...w.replacedTxHashes] as Hex[]) {
        const receipt = await client.getTransactionReceipt({ hash }).catch(() => undefined);
        if (receipt?.status !== 'success') continue;
        if (hash !== w.txHash) await markSent(db, w.id, hash);
        return;
      }
    }
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
    return undefined;
  }

  /** Revokes an expired, unused voucher (once per process while the revocation is pending). */
  private async revoke(w: VoucheredWithdrawal, voucher: PayoutVoucher): Promise<undefined> {
    const hash = await this.revoker.revoke(voucher.nonce);
    if (!hash) return;
    this.log.info(
      { withdrawal: w.id, nonce: voucher.nonce.toString(), tx: hash },
      'payout worker: voucher revoked',
    );
  }
}

/** True when a transaction (or its gas estimate) failed because its sender cannot pay the gas. */
function isInsufficientFunds(error: unknown): boolean {
  return error instanceof BaseError && error.walk((e) => e instanceof InsufficientFundsError) !== null;
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

import type { LocalAccount, PublicClient } from 'viem';
import { expireClaim, expiredOpenClaims } from '../modules/claim/store.ts';
import { ChainIdGuard, WrongChainError } from './chain-id-guard.ts';
import type { ChainContracts } from './contracts.ts';
import type { LeaderLease, LeaderLock } from './leader.ts';
import { type JobLogger, LeaderJob, LeaderLoop, silentLogger } from './leader-loop.ts';
import { VoucherRevoker } from './voucher-revoker.ts';

export interface ClaimExpiryOptions {
  chainId: number;
  client: PublicClient;
  contracts: ChainContracts;
  lock: LeaderLock;
  /** The vault's voucher signer: it revokes the expired vouchers. */
  signer: LocalAccount;
  /** Confirmations a revocation needs before its asset is unlocked. */
  confirmations: number;
  pollMs: number;
  /** A revocation no node knows of is sent again after this long (default 60 s). */
  resendAfterMs?: number;
  logger?: JobLogger;
}

/** Expired claims handled per pass. */
const BATCH = 50;

/**
 * Unlocks assets whose claim was never submitted: once a claim's deadline has passed on chain
 * time with its nonce unused, the signer revokes the nonce; once the revocation has the
 * confirmations the claim is `expired` and the asset unlocked. Unlocking only after the
 * revocation (not at the deadline) means the voucher can never be mined after the asset is
 * free again. A used nonce without a revocation is a claim on chain: the watcher finishes it.
 */
export class ClaimExpiryWorker extends LeaderJob {
  private readonly log: JobLogger;
  private readonly revoker: VoucherRevoker;
  protected readonly job: LeaderLoop;

  constructor(private readonly options: ClaimExpiryOptions) {
    super();
    this.log = options.logger ?? silentLogger;
    this.revoker = new VoucherRevoker(options);
    const chainIdGuard = new ChainIdGuard(options.client, options.chainId, 'claim expiry worker');
    this.job = new LeaderLoop({
      name: 'claim expiry',
      lock: options.lock,
      pollMs: options.pollMs,
      maxBackoffMs: 60_000,
      logger: this.log,
      work: (lease) => chainIdGuard.guard(() => this.pass(lease)),
      levelOf: (error) => (error instanceof WrongChainError ? 'error' : 'warn'),
    });
  }

  private async pass(lease: LeaderLease): Promise<void> {
    const head = await this.options.client.getBlock({ blockTag: 'latest' });
    const now = new Date(Number(head.timestamp) * 1000);
    const expired = await expiredOpenClaims(lease.db, this.options.chainId, now, BATCH);
    for (const claim of expired) {
      if (this.job.stopping || lease.lost()) return;
      const nonce = BigInt(claim.voucherNonce);
      try {
        if (!(await this.revoker.isNonceUsed(nonce))) {
          const hash = await this.revoker.revoke(nonce);
          if (hash)
            this.log.info({ claim: claim.id, nonce: nonce.toString(), tx: hash }, 'claim voucher revoked');
          continue;
        }
        if ((await this.revoker.revocation(nonce, head)) !== 'confirmed') continue;
        if (await expireClaim(lease.db, claim.id, now)) {
          this.log.info({ claim: claim.id, asset: claim.assetId }, 'claim expired; asset unlocked');
        }
      } catch (error) {
        this.log.warn({ err: error, claim: claim.id }, 'claim expiry: claim not handled this pass');
      }
    }
  }
}

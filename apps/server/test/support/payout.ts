import { devAccounts } from '@yuanlong/chain/accounts';
import { privateKeyToAccount } from 'viem/accounts';
import { leaderLockFor, lockKey } from '../../src/chain/leader.ts';
import { PayoutWorker, type PayoutWorkerOptions } from '../../src/chain/payout-worker.ts';
import type { ChainTestDatabase, TestChain } from './chain.ts';

/**
 * A payout worker on the test chain with the dev signer and payout wallet, polling fast and
 * sending again at once (override anything).
 */
export function testPayoutWorker(
  chain: TestChain,
  db: ChainTestDatabase,
  confirmations: number,
  options: Partial<PayoutWorkerOptions> = {},
): PayoutWorker {
  return new PayoutWorker({
    chainId: chain.chainId,
    client: chain.client,
    contracts: chain.contracts,
    lock: leaderLockFor(db.database, db.url, lockKey('payout-worker', chain.chainId)),
    signer: privateKeyToAccount(devAccounts.signer.privateKey),
    payer: privateKeyToAccount(devAccounts.payout.privateKey),
    confirmations,
    pollMs: 20,
    voucherTtlSeconds: 24 * 3600,
    resendAfterMs: 0,
    ...options,
  });
}

import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';

/** A withdrawal's confirmations, payout transaction hash and explorer link (inside its item). */
export const WITHDRAWAL_WAIT_IDS: ChainWaitIds = {
  confirmations: TEST_IDS.withdrawalConfirmations,
  txHash: TEST_IDS.withdrawalTxHash,
  txLink: TEST_IDS.withdrawalTxLink,
};

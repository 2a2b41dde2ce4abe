import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';

/** The deposit dialog's confirmations, transaction hash and explorer link. */
export const DEPOSIT_WAIT_IDS: ChainWaitIds = {
  confirmations: TEST_IDS.depositConfirmations,
  txHash: TEST_IDS.depositTxHash,
  txLink: TEST_IDS.depositTxLink,
};

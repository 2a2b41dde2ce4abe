import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';

/** The claim dialog's confirmations, transaction hash and explorer link. */
export const CLAIM_WAIT_IDS: ChainWaitIds = {
  confirmations: TEST_IDS.claimConfirmations,
  txHash: TEST_IDS.claimTxHash,
  txLink: TEST_IDS.claimTxLink,
};

import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { CLAIM_TEST_IDS } from '../test-ids.ts';

/** The claim dialog's confirmations, transaction hash and explorer link. */
export const CLAIM_WAIT_IDS: ChainWaitIds = {
  confirmations: CLAIM_TEST_IDS.claimConfirmations,
  txHash: CLAIM_TEST_IDS.claimTxHash,
  txLink: CLAIM_TEST_IDS.claimTxLink,
};

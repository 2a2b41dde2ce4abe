import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';

/** The activation card's confirmations, transaction hash and explorer link. */
export const ACTIVATION_WAIT_IDS: ChainWaitIds = {
  confirmations: TEST_IDS.activationConfirmations,
  txHash: TEST_IDS.activationTxHash,
  txLink: TEST_IDS.activationTxLink,
};

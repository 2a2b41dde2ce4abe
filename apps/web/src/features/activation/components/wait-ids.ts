import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { ACTIVATION_TEST_IDS } from '../test-ids.ts';

/** The activation card's confirmations, transaction hash and explorer link. */
export const ACTIVATION_WAIT_IDS: ChainWaitIds = {
  confirmations: ACTIVATION_TEST_IDS.activationConfirmations,
  txHash: ACTIVATION_TEST_IDS.activationTxHash,
  txLink: ACTIVATION_TEST_IDS.activationTxLink,
};

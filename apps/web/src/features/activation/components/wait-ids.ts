import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { ACTIVATION_TEST_IDS } from '../test-ids.ts';

/** The activation card's confirmations count (its unit test reads it). */
export const ACTIVATION_WAIT_IDS: ChainWaitIds = {
  confirmations: ACTIVATION_TEST_IDS.activationConfirmations,
};

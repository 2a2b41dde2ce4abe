import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { DEPOSIT_TEST_IDS } from '../test-ids.ts';

/** The deposit dialog's confirmations, transaction hash and explorer link. */
export const DEPOSIT_WAIT_IDS: ChainWaitIds = {
  confirmations: DEPOSIT_TEST_IDS.depositConfirmations,
  txHash: DEPOSIT_TEST_IDS.depositTxHash,
  txLink: DEPOSIT_TEST_IDS.depositTxLink,
};

import type { ChainWaitIds } from '../../../components/chain-tx/chain-wait.tsx';
import { WITHDRAW_TEST_IDS } from '../test-ids.ts';

/** A withdrawal's confirmations, payout transaction hash and explorer link (inside its item). */
export const WITHDRAWAL_WAIT_IDS: ChainWaitIds = {
  confirmations: WITHDRAW_TEST_IDS.withdrawalConfirmations,
  txHash: WITHDRAW_TEST_IDS.withdrawalTxHash,
  txLink: WITHDRAW_TEST_IDS.withdrawalTxLink,
};

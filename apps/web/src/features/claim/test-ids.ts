/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const CLAIM_TEST_IDS = {
  // The wait on the chain (ChainWait): the count carries data-confirmations and data-required.
  claimConfirmations: 'claim-confirmations',
  claimTxHash: 'claim-tx-hash',
  claimTxLink: 'claim-tx-link',
} as const;

/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const CLAIM_TEST_IDS = {
  // Move a game asset to the wallet (my assets and the owner's trade panel). The open button carries
  // data-offer (move, continue) and data-step; the dialog's body data-step and data-asset-id.
  claimOpen: 'claim-open',
  claimDialog: 'claim-dialog',
  claimDestination: 'claim-destination',
  /** The voucher's deadline once known, with data-deadline (unix seconds). */
  claimValidUntil: 'claim-valid-until',
  claimSubmit: 'claim-submit',
  claimStep: 'claim-step',
  /** Why it stopped, with data-reason (a TxFailure, refused or expired). */
  claimError: 'claim-error',
  claimConfirmations: 'claim-confirmations',
  claimTxHash: 'claim-tx-hash',
  claimTxLink: 'claim-tx-link',
  claimDone: 'claim-done',
} as const;

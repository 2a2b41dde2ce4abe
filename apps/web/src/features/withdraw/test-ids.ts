/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const WITHDRAW_TEST_IDS = {
  // Withdraw to the wallet (/accountAccount: a dialog per coin). The dialog's body carries
  // data-coin; the amounts in it carry data-amount (base units).
  withdrawAvailable: 'withdraw-available',
  withdrawDestination: 'withdraw-destination',
  withdrawMinimum: 'withdraw-minimum',
  withdrawRules: 'withdraw-rules',
  /** "Once per 24 hours; try again after {time}", with data-next-allowed-at (ISO). */
  withdrawCooldown: 'withdraw-cooldown',
  /** The amount field; its error is withdraw-amount-error. */
  withdrawAmount: 'withdraw-amount',
  withdrawMax: 'withdraw-max',
  /** The fund password field; its error is withdraw-password-error. */
  withdrawPassword: 'withdraw-password',
  withdrawNoFundPassword: 'withdraw-no-fund-password',
  withdrawSubmit: 'withdraw-submit',
  // Withdrawals (account page section and the dialog's result). Items carry data-withdrawal-id,
  // data-state (queued, sent, paid, failed), data-coin and data-amount.
  withdrawal: 'withdrawal',
  withdrawalAmount: 'withdrawal-amount',
  withdrawalState: 'withdrawal-state',
  withdrawalNote: 'withdrawal-note',
  /** Confirmations n of N (data-confirmations, data-required) while sent and once paid. */
  withdrawalConfirmations: 'withdrawal-confirmations',
  withdrawalTxHash: 'withdrawal-tx-hash',
  withdrawalTxLink: 'withdrawal-tx-link',
} as const;

/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const DEPOSIT_TEST_IDS = {
  // Deposit to game (/accountAccount: a dialog per coin; its open button carries data-step, the
  // flow's step). The dialog's body carries data-coin and data-step; the balances in it carry
  // data-amount (base units).
  depositWalletBalance: 'deposit-wallet-balance',
  /** The amount field; its error is deposit-amount-error. */
  depositAmount: 'deposit-amount',
  depositMax: 'deposit-max',
  depositNote: 'deposit-note',
  depositSubmit: 'deposit-submit',
  depositStep: 'deposit-step',
  depositError: 'deposit-error',
} as const;

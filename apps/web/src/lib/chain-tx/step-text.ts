/** Texts of the steps every wallet flow shares; each flow adds its own (what it sends, what follows). */
export const TX_STEP_TEXT = {
  connecting: 'tx.step.connecting',
  switching: 'tx.step.switching',
  checking: 'tx.step.checking',
  approving: 'tx.step.approving',
  approveConfirming: 'tx.step.approveConfirming',
} as const;

/** Texts of the failures that are the wallet's, whatever the flow. */
export const WALLET_FAILURE_TEXT = {
  noWallet: 'wallet.error.noWallet',
  noAccount: 'wallet.error.noAccount',
  wrongAccount: 'wallet.error.wrongAccount',
} as const;

/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const AUTH_TEST_IDS = {
  loginTabWallet: 'login-tab-wallet',
  loginTabEmail: 'login-tab-email',
  loginForget: 'login-forget',
  // Sign-in. Every Field's error is `${id}-error`; a code field's send button is `${id}-send`.
  loginEmail: 'login-email',
  loginPassword: 'login-password',
  loginSubmit: 'login-submit',
  walletConnect: 'wallet-connect',
  forgetEmail: 'forget-email',
  forgetCode: 'forget-code',
  forgetPassword: 'forget-password',
  forgetRepeat: 'forget-repeat',
  forgetSubmit: 'forget-submit',
  forgetBack: 'forget-back',
} as const;

/** Wallets offered by name on the wallet tab: wallet-option-io.metamask, … (the connector id). */
export const walletOptionId = (connectorId: string) => `wallet-option-${connectorId}`;

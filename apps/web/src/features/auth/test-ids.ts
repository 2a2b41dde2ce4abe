/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const AUTH_TEST_IDS = {
  forgetBack: 'forget-back',
} as const;

/** Wallets offered by name on the wallet tab: wallet-option-io.metamask, … (the connector id). */
export const walletOptionId = (connectorId: string) => `wallet-option-${connectorId}`;

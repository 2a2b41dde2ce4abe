/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const ACTIVATION_TEST_IDS = {
  // Activation (/accountAccount card, the region named by its title). The card carries
  // data-state: loading, unavailable, not_activated, activating or activated (the browser tests'
  // chain helpers read it).
  activationMessage: 'activation-message',
  activationBalance: 'activation-balance',
  activationPrice: 'activation-price',
  activationSubmit: 'activation-submit',
  activationStep: 'activation-step',
  activationError: 'activation-error',
  activationConfirmations: 'activation-confirmations',
} as const;

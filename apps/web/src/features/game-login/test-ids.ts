/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const GAME_LOGIN_TEST_IDS = {
  gameLoginCode: 'game-login-code',
  gameLoginCheck: 'game-login-check',
  gameLoginPreview: 'game-login-preview',
  gameLoginServer: 'game-login-server',
  gameLoginRole: 'game-login-role',
  gameLoginConfirm: 'game-login-confirm',
  gameLoginDone: 'game-login-done',
  gameLoginError: 'game-login-error',
} as const;

/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const SETTINGS_TEST_IDS = {
  // Settings.
  settingNicknameCard: 'setting-nickname-card',
  settingNickname: 'setting-nickname',
  settingEmailLoginPassword: 'setting-email-login-password',
  settingPasswordCard: 'setting-password-card',
  settingPasswordState: 'setting-password-state',
  settingPasswordBindFirst: 'setting-password-bind-first',
  notifications: 'setting-notifications',
} as const;

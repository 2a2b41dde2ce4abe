/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const SETTINGS_TEST_IDS = {
  // Settings; the login and fund password forms use settingFieldId.
  settingAddress: 'setting-address',
  settingEmailValue: 'setting-email-value',
  settingSummaryPassword: 'setting-summary-password',
  settingSummaryPayPassword: 'setting-summary-paypwd',
  settingNicknameCard: 'setting-nickname-card',
  settingNickname: 'setting-nickname',
  settingEmailCard: 'setting-email-card',
  settingEmail: 'setting-email',
  settingEmailCode: 'setting-email-code',
  settingEmailLoginPassword: 'setting-email-login-password',
  settingEmailPassword: 'setting-email-password',
  settingEmailRepeat: 'setting-email-repeat',
  settingEmailSubmit: 'setting-email-submit',
  settingPasswordCard: 'setting-password-card',
  settingPasswordState: 'setting-password-state',
  settingPasswordBindFirst: 'setting-password-bind-first',
  settingPayPasswordCard: 'setting-paypwd-card',
  settingPayPasswordState: 'setting-paypwd-state',
  settingPayPasswordBindFirst: 'setting-paypwd-bind-first',
  notifications: 'setting-notifications',
} as const;

/**
 * Fields of the login-password (form `password`) and fund-password (form `paypwd`) forms:
 * `${form}-proof` (login password), `${form}-code` (e-mail code), `${form}-new`, `${form}-repeat`,
 * `${form}-submit`; the proof method choices are `${form}-method-password` and `${form}-method-code`.
 */
export const settingFieldId = (form: 'password' | 'paypwd', field: string) => `${form}-${field}`;

/** Test ids of the settings page's newer sections (older ones are in lib/test-ids.ts). */
export const SETTINGS_TEST_IDS = {
  notifications: 'setting-notifications',
} as const;

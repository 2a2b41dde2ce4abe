/**
 * data-testid values that browser tests use for what this part renders and a role or
 * accessible name cannot single out. New ids go here, beside what renders them.
 */
export const WEBSITE_TEST_IDS = {
  appDownload: 'app-download',
  downloadQr: 'download-qr',
  downloadLink: 'download-link',
  downloadUnavailable: 'download-unavailable',
} as const;

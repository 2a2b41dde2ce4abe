import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  ACTIVITY_EXPORT_COLUMNS,
  ACTIVITY_EXPORT_HEADERS,
} from '../../packages/shared/src/activity-export.ts';
import { text } from '../support/locales.ts';
import { openAsNewPlayer } from '../support/session.ts';

test('a player saves their activity as a CSV file from the activity page', async ({
  page,
  request,
  baseURL,
}) => {
  await openAsNewPlayer(page, request, baseURL!, 'en', '/activity?category=trade');
  const button = page.getByRole('button', { name: text('en', 'activity.export.label') });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^yuanlong-activity-trade-\d{4}-\d{2}-\d{2}\.csv$/);
  const content = fs.readFileSync((await download.path())!, 'utf8');
  // A byte-order mark (spreadsheets read UTF-8), then the header row in the player's language.
  expect(content.split('\n')[0]).toBe(
    `\ufeff${ACTIVITY_EXPORT_COLUMNS.map((column) => ACTIVITY_EXPORT_HEADERS.en[column]).join(',')}`,
  );
  await expect(button).toBeEnabled();
});

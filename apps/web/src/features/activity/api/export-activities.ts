import type { ActivityCategory } from '@yuanlong/shared/activities';
import { ACTIVITY_EXPORT_PATH } from '@yuanlong/shared/activity-export';
import { apiDownload } from '../../../lib/api-client.ts';

/** GET /api/user/activities/export: saves the player's activity (one category, or all) as a CSV file. */
export function exportActivities(category: ActivityCategory | undefined): Promise<void> {
  const query = category ? `?category=${category}` : '';
  const day = new Date().toISOString().slice(0, 10);
  return apiDownload(`${ACTIVITY_EXPORT_PATH}${query}`, `yuanlong-activity-${category ?? 'all'}-${day}.csv`);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@yuanlong/shared/first-data';
import { settingValue, type WEBSITE_SETTING_KEYS, websiteSettingsSchema } from '@yuanlong/shared/website';
import { apiGet } from '../../../lib/api-client.ts';

export type WebsiteSettingKey = (typeof WEBSITE_SETTING_KEYS)[number];

/** GET /api/website/setting: the site's key/value settings (download link, social links, …). */
export function getWebsiteSettings(signal?: AbortSignal) {
  return apiGet(API_PATHS.websiteSettings, { schema: websiteSettingsSchema, signal });
}

export function websiteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['website', 'settings'],
    queryFn: ({ signal }) => getWebsiteSettings(signal),
    staleTime: 10 * 60_000,
  });
}

export function useWebsiteSettings() {
  return useQuery(websiteSettingsQueryOptions());
}

/** One setting's value; '' while loading, on failure, or when the server has none. */
export function useWebsiteSetting(key: WebsiteSettingKey): string {
  return settingValue(useWebsiteSettings().data, key);
}

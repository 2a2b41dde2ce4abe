import { z } from 'zod';

/** Keys of the website settings the product knows (spec section 3). */
export const WEBSITE_SETTING_KEYS = [
  'coin_contract_address',
  'down_url',
  'website_url',
  'twitter_url',
  'telegram_url',
] as const;

export const websiteSettingSchema = z.object({ key: z.string(), value: z.string() });
export const websiteSettingsSchema = z.array(websiteSettingSchema);
export type WebsiteSetting = z.infer<typeof websiteSettingSchema>;

/** The value of one setting in the list, or '' when absent. */
export function settingValue(settings: readonly WebsiteSetting[] | undefined, key: string): string {
  return settings?.find((s) => s.key === key)?.value ?? '';
}

export const serverSchema = z.object({ server_id: z.number().int(), name: z.string() });
export const serversSchema = z.array(serverSchema);
export type GameServer = z.infer<typeof serverSchema>;

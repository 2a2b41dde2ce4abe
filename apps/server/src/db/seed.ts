import { ensurePlatformAccount } from '../modules/ledger/platform.ts';
import type { Db } from './client.ts';
import { gameServers, websiteSettings } from './schema.ts';

/** Settings a fresh install starts with; an operator changes them in the database. */
export const DEFAULT_WEBSITE_SETTINGS: Record<string, string> = {
  coin_contract_address: '',
  down_url: 'https://yuanlong.game/download',
  website_url: 'https://yuanlong.game',
  twitter_url: 'https://twitter.com/yuanlonggame',
  telegram_url: 'https://t.me/yuanlonggame',
};

export const DEFAULT_SERVERS = [
  { serverId: 1, name: 'S1 青龍' },
  { serverId: 2, name: 'S2 白虎' },
  { serverId: 3, name: 'S3 朱雀' },
];

/** Inserts the defaults (and the platform's fee account) that are missing; never overwrites what an operator changed. */
export async function seedDefaults(db: Db): Promise<void> {
  await db
    .insert(websiteSettings)
    .values(Object.entries(DEFAULT_WEBSITE_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await db.insert(gameServers).values(DEFAULT_SERVERS).onConflictDoNothing();
  await ensurePlatformAccount(db);
}

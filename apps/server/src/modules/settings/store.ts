import type { MarketSettingsValue } from '@yuanlong/shared/market-settings';
import { WEBSITE_SETTING_KEYS } from '@yuanlong/shared/website';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketSettings, websiteSettings } from '../../db/schema.ts';

/** The settings kept as JSON in market_settings (the website ones have their own table). */
export type StoredSettings = Omit<MarketSettingsValue, 'website'>;

/** This instance's copy of the market settings: read synchronously, kept fresh by a poll. */
export interface SettingsStore {
  current(): MarketSettingsValue;
  version(): number;
  updatedAt(): Date;
  /** Reads the settings again when their version moved (after a change on this instance: at once). */
  refresh(): Promise<void>;
  close(): void;
}

/** How often each instance asks for the settings' version: a change is live everywhere within this. */
export const SETTINGS_POLL_MS = 2_000;

/** Writes the first settings (from the environment) unless an operator's are there already. */
export async function ensureSettings(db: Db, initial: StoredSettings): Promise<void> {
  await db.insert(marketSettings).values({ id: 1, version: 1, value: initial }).onConflictDoNothing();
}

async function load(db: Db, initial: StoredSettings) {
  const [row] = await db.select().from(marketSettings).where(eq(marketSettings.id, 1));
  const site = await db
    .select({ key: websiteSettings.key, value: websiteSettings.value })
    .from(websiteSettings);
  const website = Object.fromEntries(
    WEBSITE_SETTING_KEYS.map((k) => [k, '']),
  ) as MarketSettingsValue['website'];
  for (const { key, value } of site) {
    if (key in website) website[key as keyof typeof website] = value;
  }
  const stored = (row?.value ?? {}) as Partial<StoredSettings>;
  // Settings added by a later release keep their first value until an operator changes them.
  const value: MarketSettingsValue = { ...initial, ...stored, website };
  return { value, version: row?.version ?? 0, updatedAt: row?.updatedAt ?? new Date(0) };
}

/**
 * Loads the settings and polls their version every `pollMs`: one small query per instance, and a
 * change made on any instance (or by SQL) is read here within that time, with no restart.
 */
export async function startSettingsStore(
  db: Db,
  initial: StoredSettings,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): Promise<SettingsStore> {
  await ensureSettings(db, initial);
  let state = await load(db, initial);
  let closed = false;
  const refresh = async () => {
    const [row] = await db
      .select({ version: marketSettings.version })
      .from(marketSettings)
      .where(eq(marketSettings.id, 1));
    if (row && row.version !== state.version) state = await load(db, initial);
  };
  const timer = setInterval(() => {
    if (!closed) refresh().catch((error) => options.onError?.(error));
  }, options.pollMs ?? SETTINGS_POLL_MS);
  timer.unref();
  return {
    current: () => state.value,
    version: () => state.version,
    updatedAt: () => state.updatedAt,
    refresh,
    close: () => {
      closed = true;
      clearInterval(timer);
    },
  };
}

import {
  type ChangeSettingsBody,
  type MarketSettings,
  type MarketSettingsValue,
  SETTING_ROLES,
  type SettingGroup,
} from '@yuanlong/shared/market-settings';
import { type OperatorRole, roleAllows } from '@yuanlong/shared/operators';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { marketSettings, websiteSettings } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { audit } from '../operators/audit.ts';
import type { Actor } from '../operators/service.ts';
import type { SettingsStore } from './store.ts';

/** The settings as the console shows them. */
export function settingsView(store: SettingsStore): MarketSettings {
  return { version: store.version(), updated_at: store.updatedAt().toISOString(), value: store.current() };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Changes the groups of settings in `body` that differ from the current ones, if the operator's
 * role allows each (SETTING_ROLES) and nobody changed them since `body.version`. One transaction:
 * the new value, the version + 1, and an audit entry with each changed group before and after.
 * This instance reads the change at once; the others at their next poll.
 */
export async function changeSettings(
  db: Db,
  store: SettingsStore,
  body: ChangeSettingsBody,
  by: Actor & { role: OperatorRole },
): Promise<MarketSettings> {
  const { version, ...groups } = body;
  await store.refresh();
  await inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(marketSettings).where(eq(marketSettings.id, 1)).for('update');
    if (!row || row.version !== version) throw new AppError('conflict', 'settingsChanged');
    const current = store.current();
    const before: Partial<MarketSettingsValue> = {};
    const after: Partial<MarketSettingsValue> = {};
    for (const group of Object.keys(groups) as SettingGroup[]) {
      const next = groups[group];
      if (next === undefined || same(next, current[group])) continue;
      if (!roleAllows(by.role, SETTING_ROLES[group])) throw new AppError('forbidden', 'operatorRoleTooLow');
      Object.assign(before, { [group]: current[group] });
      Object.assign(after, { [group]: next });
    }
    if (Object.keys(after).length === 0) return;
    const { website, ...stored } = { ...current, ...after };
    await tx
      .update(marketSettings)
      .set({ version: sql`${marketSettings.version} + 1`, value: stored, updatedAt: new Date() })
      .where(eq(marketSettings.id, 1));
    if (after.website) {
      for (const [key, value] of Object.entries(website)) {
        await tx
          .insert(websiteSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: websiteSettings.key, set: { value, updatedAt: new Date() } });
      }
    }
    await audit(tx, {
      operatorId: by.operatorId,
      ip: by.ip,
      action: 'settings.change',
      target: `settings:v${version + 1}`,
      before,
      after,
    });
  });
  await store.refresh();
  return settingsView(store);
}

import { sql } from 'drizzle-orm';
import { announceHeldAssets } from '../../game/announce-held.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../rows.ts';
import { generateCatalogue } from './generate.ts';
import { seedDemoWallets } from './wallets.ts';

/** The demo catalogue of a first start: a market that looks alive, small enough to seed in seconds. */
export const DEMO_CATALOGUE = { owners: 300, assets: 3_000, listedShare: 0.35 } as const;

/**
 * Seeds the demo catalogue, its owners and the demo wallets when the catalogue is empty (so
 * only on a first start, and never over real data), and tells the game of it through the outbox:
 * every seeded game asset added to its role, the listed ones locked, so that the game holds what
 * the market holds. Returns whether it seeded.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ v: boolean }>(db, sql`select exists (select 1 from assets) as v`);
  if (row?.v) return false;
  await generateCatalogue(db, DEMO_CATALOGUE);
  await seedDemoWallets(db);
  await announceHeldAssets(db);
  return true;
}

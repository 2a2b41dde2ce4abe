import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { queryRows } from '../rows.ts';
import { insertAssetsSql, insertOwnersSql, insertRolesSql } from './assets-sql.ts';
import { rnd } from './random.ts';
import { grantBalancesSql, insertHistorySql, insertListingsSql, insertSkillsSql } from './related-sql.ts';

/** Demo owners are the users with invite codes DEMO-n (generated codes never contain a dash). */
export const DEMO_OWNERS_WHERE = "invite_code like 'DEMO-%'";

export interface CatalogueOptions {
  /** Demo owners to add. */
  owners: number;
  /** Assets to add. */
  assets: number;
  /** Share (0–1) of idle game assets listed for sale. */
  listedShare: number;
  /** Which users own the new assets (default: the demo owners). */
  ownersWhere?: string;
  /** Assets per INSERT (each batch is its own transaction). */
  batch?: number;
  /**
   * Skip foreign-key triggers while inserting (session_replication_role = replica; needs a
   * superuser). The generated rows reference only rows that exist, and the checks cost more
   * than half of a bulk load. For the bulk script on a throwaway database, never the demo seed.
   */
  skipChecks?: boolean;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
}

async function scalar(db: Db, query: string): Promise<number> {
  const [row] = await queryRows<{ v: unknown }>(db, sql.raw(query));
  return Number(row?.v ?? 0);
}

const run = (db: Db, query: string) => db.execute(sql.raw(query));

/**
 * Adds demo owners (with balances) and assets (with skills, history and listings) to the
 * catalogue, continuing the numbering of what is there. Deterministic: asset number n is
 * always the same asset.
 */
export async function generateCatalogue(db: Db, options: CatalogueOptions): Promise<void> {
  const nowS = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (options.owners > 0) {
    const first = (await scalar(db, `select count(*) as v from users where ${DEMO_OWNERS_WHERE}`)) + 1;
    await run(db, insertOwnersSql(first, first + options.owners - 1, nowS));
    // Each owner plays on one server (the open servers in turn): the market shows them all.
    await run(db, insertRolesSql(`u.${DEMO_OWNERS_WHERE}`, 'Owner'));
    await run(db, grantBalancesSql(`u.${DEMO_OWNERS_WHERE}`, `${rnd('u.id', 70)} % 5000 + 100`));
  }
  const ownersWhere = options.ownersWhere ?? DEMO_OWNERS_WHERE;
  const start = (await scalar(db, 'select coalesce(max(number), 0) as v from assets')) + 1;
  const total = start + options.assets - 1;
  const batch = options.batch ?? 100_000;
  for (let from = start; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // Generated SQL looks expensive to the planner; compiling it (JIT) costs more than it saves.
      await run(t, 'set local jit = off');
      if (options.skipChecks) await run(t, 'set local session_replication_role = replica');
      const afterId = await scalar(t, 'select coalesce(max(id), 0) as v from assets');
      await run(t, insertAssetsSql({ from, to, total, ownersWhere, listedShare: options.listedShare, nowS }));
      await run(t, insertSkillsSql(afterId));
      await run(t, insertHistorySql(afterId, nowS, DEMO_OWNERS_WHERE));
      await run(t, insertListingsSql(afterId, nowS));
    });
    options.onProgress?.(to - start + 1, options.assets);
  }
  await run(db, 'analyze users, assets, asset_skills, asset_history, listings, balances');
}

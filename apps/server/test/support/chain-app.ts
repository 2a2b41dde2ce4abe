import type { Hex } from 'viem';
import { type ChainTestDatabase, openChainTestDatabase, type TestChain } from './chain.ts';
import type { DatabaseKind } from './databases.ts';
import { startTestApp, type TestContext } from './test-app.ts';
import { testChainRuntime } from './withdraw.ts';

/** The app of a chain test on its own database, and the chain snapshot taken before it started. */
export interface ChainApp {
  db: ChainTestDatabase;
  t: TestContext;
  base: Hex;
}

/**
 * What a chain test of one database kind starts from: automine on, a snapshot of the file's
 * chain, a fresh database of `kind` and the app on it, acting on events after `confirmations`.
 */
export async function openChainApp(
  chain: TestChain,
  kind: DatabaseKind,
  confirmations: number,
): Promise<ChainApp> {
  await chain.test.setAutomine(true);
  const base = await chain.test.snapshot();
  const db = await openChainTestDatabase(kind);
  const t = await startTestApp(kind, {
    database: db.database,
    chain: testChainRuntime(chain, confirmations),
  });
  return { db, t, base };
}

/** Closes what openChainApp opened (the parts that were opened) and puts the chain back at its snapshot. */
export async function closeChainApp(chain: TestChain, app: Partial<ChainApp>): Promise<void> {
  await app.t?.close();
  await app.db?.close();
  if (app.base) await chain.test.revert({ id: app.base });
}

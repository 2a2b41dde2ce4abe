import type { DevAccount } from '@yuanlong/chain/accounts';
import type { Address, Hex } from 'viem';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ChainWatcher } from '../../src/chain/watcher.ts';
import {
  type ChainTestDatabase,
  chainPerFile,
  receiptOf,
  syncToConfirmedHead,
  type TestChain,
  testWatcher,
} from './chain.ts';
import { closeChainApp, openChainApp } from './chain-app.ts';
import type { DatabaseKind } from './databases.ts';
import type { TestContext } from './test-app.ts';

/*
 * The state and hooks of the suites whose tests run the app against the file's chain (claim-, tx-report-, payout-,
 * auction- and auction-report-suite.ts): the chain, and for each database kind the app on a fresh database. The state
 * lives here (`export let`, set by the hooks) and each suite re-exports what its tests read. Test files of one worker
 * share these modules (isolate: false) but run one after another, and each file's hooks set them before its tests.
 */

export const CONFIRMATIONS = 3;

export let chain: TestChain;
export let db: ChainTestDatabase;
export let t: TestContext;
export let base: Hex;
/** What a test started (watchers, payout workers): stopped after it. */
export const live: { stop(): Promise<void> }[] = [];

/** The test file's own chain: started before its tests, stopped after them. */
export function fileHooks(): void {
  chainPerFile((started) => {
    chain = started;
  });
}

/** A watcher of the file's chain on this kind's database, stopped after the test. */
export const watcher = () => {
  const w = testWatcher(chain, db, { confirmations: CONFIRMATIONS });
  live.push(w);
  return w;
};

/** Lets a watcher apply everything confirmed on the chain so far. */
export async function catchUp(w: ChainWatcher) {
  await syncToConfirmedHead(w, CONFIRMATIONS, 100);
}

/**
 * The hooks of one database kind's tests: before them the app on a fresh database of `kind` (then `ready`, e.g. the
 * suite's users); after each test what it left `live` stopped (then `afterEachTest`); after them all (`beforeClose`
 * first) the app and database closed and the chain back at its snapshot.
 */
export function chainAppHooks(
  kind: DatabaseKind,
  steps: {
    ready?: () => Promise<void>;
    afterEachTest?: () => Promise<void>;
    beforeClose?: () => Promise<void>;
  } = {},
): void {
  beforeAll(async () => {
    ({ db, t, base } = await openChainApp(chain, kind, CONFIRMATIONS));
    await steps.ready?.();
  });
  afterEach(async () => {
    await Promise.all(live.splice(0).map((x) => x.stop()));
    await steps.afterEachTest?.();
  });
  afterAll(async () => {
    await steps.beforeClose?.();
    await closeChainApp(chain, { db, t, base });
  });
}

/** Sends a transaction from an unlocked demo wallet (`value` in wei) and waits for it to succeed; its receipt. */
export async function sendOk(from: DevAccount, to: Address, data: Hex, value = 0n) {
  const hash = (await chain.client.request({
    method: 'eth_sendTransaction' as never,
    params: [{ from: from.address, to, data, gas: '0x7a120', value: `0x${value.toString(16)}` }] as never,
  })) as Hex;
  const receipt = await receiptOf(chain, hash);
  expect(receipt.status).toBe('success');
  return receipt;
}

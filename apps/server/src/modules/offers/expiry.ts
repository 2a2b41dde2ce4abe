import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { endOffers } from './store.ts';

/** Offers expired per transaction. */
const BATCH = 200;
/** How often a server looks for expired offers. */
export const OFFER_EXPIRY_INTERVAL_MS = 15_000;

/**
 * Ends the open offers whose time is over: `expired`, each amount released to its offerer
 * (`offer_released`) with an activity entry, a batch per transaction. Safe on any number of
 * instances at once: an offer ends only while it is still open. Returns how many it ended.
 */
export async function expireOffers(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const ended = await inTransaction(db, async (tx) => {
      const due = sql`(select id from ${offers} where state = 'open' and expires_at <= ${now.toISOString()}::timestamptz
                        order by id limit ${BATCH} for update skip locked)`;
      return endOffers(tx, and(inArray(offers.id, due), lte(offers.expiresAt, now))!, 'expired', now);
    });
    total += ended.length;
    if (ended.length < BATCH) return total;
  }
}

/** Runs expireOffers every OFFER_EXPIRY_INTERVAL_MS; returns a stop function. */
export function startOfferExpiry(db: Db, clock: () => Date, onError: (error: unknown) => void): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await expireOffers(db, clock());
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), OFFER_EXPIRY_INTERVAL_MS);
  void tick();
  return () => clearInterval(timer);
}

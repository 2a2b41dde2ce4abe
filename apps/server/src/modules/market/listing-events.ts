import { EVENT_TOPICS, type ListingEvent } from '@yuanlong/shared/events';
import type { Db } from '../../db/client.ts';
import { publishEvent } from '../events/publish.ts';

/** Tells every live stream (GET /api/events) that a listing changed, in the change's transaction. */
export function publishListing(tx: Db, event: ListingEvent): Promise<number> {
  return publishEvent(tx, { topic: EVENT_TOPICS.listing, data: event });
}

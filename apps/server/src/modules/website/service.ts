import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameServers, websiteSettings } from '../../db/schema.ts';

/** All website settings as the spec's key/value list, ordered by key. */
export async function listWebsiteSettings(db: Db) {
  return db
    .select({ key: websiteSettings.key, value: websiteSettings.value })
    .from(websiteSettings)
    .orderBy(asc(websiteSettings.key));
}

/** Open game servers, in id order. */
export async function listOpenServers(db: Db) {
  return db
    .select({ server_id: gameServers.serverId, name: gameServers.name })
    .from(gameServers)
    .where(eq(gameServers.isOpen, true))
    .orderBy(asc(gameServers.serverId));
}

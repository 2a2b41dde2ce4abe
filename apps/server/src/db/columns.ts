import { bigint, numeric, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts.ts';

/** An amount of a coin in base units: numeric(78,0), read as a bigint. */
export const money = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** A point in time with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A user's id, referencing users.id. */
export const userRef = (name: string) => bigint(name, { mode: 'number' }).references(() => users.id);

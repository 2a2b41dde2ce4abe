import { bigserial, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column shapes the schema-*.ts tables share. Plain columns only: the ones that reference a table
 * are in refs.ts (and `assetRef` beside `assets`), so that every schema file can use these.
 */

/** An amount of a coin in base units: numeric(78,0), read as a bigint. */
export const money = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** A point in time with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A point in time that the row gets when it is written (not null, now by default). */
export const atNow = (name: string) => at(name).notNull().defaultNow();

/** The table's own id: a bigserial primary key named `id`, read as a number. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

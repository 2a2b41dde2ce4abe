import { bigserial, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column shapes the schema-*.ts tables share. Plain columns only, so that every schema file can use
 * these; the ones that reference a table stand beside it (`userRef` in schema-accounts.ts, `assetRef`
 * in schema-catalogue.ts, `serverRef` in schema-site.ts).
 */

/** An unsigned 256-bit chain integer (a token id, a vault account): numeric(78,0), read as a bigint. */
export const uint256 = (name: string) => numeric(name, { precision: 78, scale: 0, mode: 'bigint' });

/** An amount of a coin in base units (a uint256 on chain). */
export const money = uint256;

/** A point in time with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A point in time that the row gets when it is written (not null, now by default). */
export const atNow = (name: string) => at(name).notNull().defaultNow();

/** The table's own id: a bigserial primary key named `id`, read as a number. */
export const serialId = () => bigserial('id', { mode: 'number' }).primaryKey();

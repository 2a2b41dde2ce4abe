import { Readable } from 'node:stream';
import { type ActivityCategory, activityCodesOf, activityType } from '@yuanlong/shared/activities';
import {
  ACTIVITY_EXPORT_COLUMNS,
  ACTIVITY_EXPORT_HEADERS,
  type ActivityExportColumn,
} from '@yuanlong/shared/activity-export';
import { type Coin, formatUnits } from '@yuanlong/shared/coins';
import type { Locale } from '@yuanlong/shared/locales';
import { stringify } from 'csv-stringify/sync';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { coinDecimals } from '../../chain/coin-decimals.ts';
import type { ServiceContext } from '../../context.ts';
import { activities } from '../../db/schema.ts';

/** A cell that starts like a formula (=, +, -, @) is quoted with ' so a spreadsheet shows it as text. */
const CSV_OPTIONS = { escape_formulas: true } as const;
/** Entries read per query while the file is written. */
const CHUNK = 1_000;
/** The coins' decimals as deployed, when the chain cannot be asked (no RPC configured). */
const DEPLOYED_DECIMALS = 18;

/** An amount in whole coins, exact, without thousands separators (a spreadsheet reads it as a number). */
function decimalAmount(amount: bigint | null, decimals: number): string {
  return amount === null ? '' : formatUnits(amount, decimals).replaceAll(',', '');
}

/**
 * The user's activity entries as CSV, newest first, streamed a chunk at a time: a header row in
 * the reader's language, then one row an entry with its amounts exact (whole coins with the
 * coin's decimals, and base units). Starts with a byte-order mark so spreadsheets read UTF-8.
 */
export function activityCsv(
  ctx: Pick<ServiceContext, 'db' | 'chain'>,
  userId: number,
  options: { category?: ActivityCategory; locale: Locale },
): Readable {
  const headers = ACTIVITY_EXPORT_HEADERS[options.locale];
  async function* lines() {
    const decimals = (await coinDecimals(ctx.chain)?.catch(() => undefined)) ?? undefined;
    const decimalsOf = (coin: string | null) => decimals?.[coin as Coin] ?? DEPLOYED_DECIMALS;
    yield `\ufeff${stringify([ACTIVITY_EXPORT_COLUMNS.map((column) => headers[column])], CSV_OPTIONS)}`;
    const types = options.category ? activityCodesOf(options.category) : undefined;
    let before: number | undefined;
    for (;;) {
      const rows = await ctx.db
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.userId, userId),
            types ? inArray(activities.type, types) : undefined,
            before === undefined ? undefined : lt(activities.id, before),
          ),
        )
        .orderBy(desc(activities.id))
        .limit(CHUNK);
      if (rows.length === 0) return;
      const records = rows.map((row) => {
        const d = decimalsOf(row.coin);
        const record: Record<ActivityExportColumn, string> = {
          time: row.createdAt.toISOString(),
          type: String(row.type),
          event: activityType(row.type)?.names[options.locale] ?? String(row.type),
          coin: row.coin ?? '',
          amount: decimalAmount(row.amount, d),
          received: decimalAmount(row.twoAmount, d),
          fee: decimalAmount(row.fee, d),
          amount_base_units: row.amount?.toString() ?? '',
          received_base_units: row.twoAmount?.toString() ?? '',
          fee_base_units: row.fee?.toString() ?? '',
          asset_id: row.assetsId?.toString() ?? '',
          item: row.nftName,
          token_id: row.tokenId?.toString() ?? '',
          counterparty: row.twoAddress,
          listing_id: row.indexId?.toString() ?? '',
        };
        return ACTIVITY_EXPORT_COLUMNS.map((column) => record[column]);
      });
      yield stringify(records, CSV_OPTIONS);
      if (rows.length < CHUNK) return;
      before = rows[rows.length - 1]!.id;
    }
  }
  return Readable.from(lines());
}

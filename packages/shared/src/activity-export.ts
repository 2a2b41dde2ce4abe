import { z } from 'zod';
import { ACTIVITY_CATEGORY_NAMES } from './activities.ts';
import type { Locale } from './locales.ts';

/** GET /api/user/activities/export: the signed-in player's activity as CSV, for records and taxes. */
export const ACTIVITY_EXPORT_PATH = '/api/user/activities/export';

export const activityExportQuery = z.object({
  /** Only entries of one category (trade, chain, auction); all when missing. */
  category: z.enum(ACTIVITY_CATEGORY_NAMES).optional(),
});

/** The CSV's columns, in order; amounts are exact decimals in whole coins, and in base units. */
export const ACTIVITY_EXPORT_COLUMNS = [
  'time',
  'type',
  'event',
  'coin',
  'amount',
  'received',
  'fee',
  'amount_base_units',
  'received_base_units',
  'fee_base_units',
  'asset_id',
  'item',
  'token_id',
  'counterparty',
  'listing_id',
] as const;
export type ActivityExportColumn = (typeof ACTIVITY_EXPORT_COLUMNS)[number];

/** The header row in each language (the machine-readable names stay in the base-units columns' meaning). */
export const ACTIVITY_EXPORT_HEADERS: Record<Locale, Record<ActivityExportColumn, string>> = {
  tw: {
    time: '時間 (UTC)',
    type: '類型編號',
    event: '事件',
    coin: '幣種',
    amount: '金額',
    received: '實收',
    fee: '手續費',
    amount_base_units: '金額（最小單位）',
    received_base_units: '實收（最小單位）',
    fee_base_units: '手續費（最小單位）',
    asset_id: '資產編號',
    item: '物品',
    token_id: 'Token ID',
    counterparty: '對方地址',
    listing_id: '掛單編號',
  },
  en: {
    time: 'Time (UTC)',
    type: 'Type code',
    event: 'Event',
    coin: 'Coin',
    amount: 'Amount',
    received: 'Received',
    fee: 'Fee',
    amount_base_units: 'Amount (base units)',
    received_base_units: 'Received (base units)',
    fee_base_units: 'Fee (base units)',
    asset_id: 'Asset ID',
    item: 'Item',
    token_id: 'Token ID',
    counterparty: 'Counterparty address',
    listing_id: 'Listing ID',
  },
  in: {
    time: 'Waktu (UTC)',
    type: 'Kode jenis',
    event: 'Peristiwa',
    coin: 'Koin',
    amount: 'Jumlah',
    received: 'Diterima',
    fee: 'Biaya',
    amount_base_units: 'Jumlah (satuan dasar)',
    received_base_units: 'Diterima (satuan dasar)',
    fee_base_units: 'Biaya (satuan dasar)',
    asset_id: 'ID aset',
    item: 'Barang',
    token_id: 'ID token',
    counterparty: 'Alamat pihak lain',
    listing_id: 'ID daftar jual',
  },
};

import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** Keys of the website settings the product knows (spec section 3). */
export const WEBSITE_SETTING_KEYS = [
  'coin_contract_address',
  'down_url',
  'website_url',
  'twitter_url',
  'telegram_url',
] as const;

export const websiteSettingSchema = lazySchema(() => z.object({ key: z.string(), value: z.string() }));
export const websiteSettingsSchema = lazySchema(() => z.array(websiteSettingSchema));
export type WebsiteSetting = z.infer<typeof websiteSettingSchema>;

/** The value of one setting in the list, or '' when absent. */
export function settingValue(settings: readonly WebsiteSetting[] | undefined, key: string): string {
  return settings?.find((s) => s.key === key)?.value ?? '';
}

/** GET /api/website/notice: what the banner shows, in the request's language. */
export const marketNoticeSchema = lazySchema(() =>
  z.object({
    maintenance: z.boolean(),
    /** The maintenance banner's text (null when the market is open). */
    maintenance_message: z.string().nullable(),
    /** The announcement in the request's language (null: none). */
    announcement: z.string().nullable(),
  }),
);
export type MarketNotice = z.infer<typeof marketNoticeSchema>;

export const serverSchema = lazySchema(() => z.object({ server_id: z.number().int(), name: z.string() }));
export const serversSchema = lazySchema(() => z.array(serverSchema));
export type GameServer = z.infer<typeof serverSchema>;

const evmAddress = lazySchema(() => z.string().regex(/^0x[0-9a-fA-F]{40}$/));

/**
 * GET /api/website/chain: the chain the product trades on and its contracts. `rpc_url` is the
 * JSON-RPC URL a browser should use for it; `contracts` is null when the server has no
 * deployment configured. `confirmations` is how many blocks a chain action waits for.
 */
export const chainSettingsSchema = lazySchema(() =>
  z.object({
    chain_id: z.number().int().positive(),
    name: z.string(),
    rpc_url: z.string(),
    explorer_url: z.string(),
    confirmations: z.number().int().positive(),
    /** The chain's usual time between blocks: a wait's time left is the confirmations to go × it. */
    block_ms: z.number().int().positive().optional(),
    contracts: z
      .object({
        coins: z.record(z.string(), evmAddress),
        dragon: evmAddress,
        card: evmAddress,
        activation: evmAddress,
        vault: evmAddress,
        nft111: evmAddress,
      })
      .nullable(),
    /**
     * Decimals of every coin, as each coin's contract says (BNB: the chain's 18); amounts are
     * formatted with them. Null when the server has no chain or could not read it just now.
     */
    coin_decimals: z.record(z.string(), z.number().int().min(0).max(77)).nullable(),
  }),
);
export type ChainSettings = z.infer<typeof chainSettingsSchema>;

/**
 * GET /api/website/chain as the server answers it and the sign-in page reads it: also the
 * WalletConnect Cloud project id phones connect with (absent: WalletConnect is not offered). The
 * other pages read `chainSettingsSchema`, without it.
 */
export const signInChainSettingsSchema = lazySchema(() =>
  chainSettingsSchema.extend({ walletconnect_project_id: z.string().optional() }),
);
export type SignInChainSettings = z.infer<typeof signInChainSettingsSchema>;

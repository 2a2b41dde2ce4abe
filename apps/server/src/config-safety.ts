import { devAccounts } from '@yuanlong/chain/accounts';

/** The local dev chain (anvil): the only chain with development features (docs/rules/safe-defaults.md). */
export const LOCAL_CHAIN_ID = 31337;

/** The public keys of anvil's default accounts, lower-case hex without 0x. */
const ANVIL_KEYS = new Set(Object.values(devAccounts).map((a) => a.privateKey.slice(2).toLowerCase()));

/** The addresses of anvil's default accounts, lower-case (as users.address stores them). */
export const ANVIL_ADDRESSES: readonly string[] = Object.values(devAccounts).map((a) =>
  a.address.toLowerCase(),
);

/** Settings that hold a secret; a public anvil key in any of them is refused off the local chain. */
const SECRET_SETTINGS = [
  'SIGNER_PRIVATE_KEY',
  'PAYOUT_PRIVATE_KEY',
  'GAME_SECRET',
  'GAME_SECRET_PREVIOUS',
] as const;

/** True when `value` is one of anvil's public keys (with or without 0x, any case). */
export function isAnvilKey(value: string | undefined): boolean {
  if (!value) return false;
  const hex = value.trim().replace(/^0x/i, '').toLowerCase();
  return ANVIL_KEYS.has(hex);
}

/** The settings that decide the development features, already validated one by one. */
export interface SafetyInput {
  chainId: number;
  demoData: 'true' | 'false' | undefined;
  smtpUrl: string | undefined;
  gameApiUrl: string | undefined;
  gameDevControls: 'true' | 'false' | undefined;
}

/**
 * What makes a start unsafe, one message per setting, each naming its variable (empty: safe).
 * Off the local dev chain: no demo data, no development mailbox, a game link, no development
 * controls of the game, and no public anvil key as a secret. NODE_ENV plays no part: `npm start`
 * runs the local chain with NODE_ENV=production and keeps its demo.
 */
export function unsafeSettings(input: SafetyInput, env: Record<string, string | undefined>): string[] {
  if (input.chainId === LOCAL_CHAIN_ID) return [];
  const chain = `CHAIN_ID is ${input.chainId}, not the local dev chain ${LOCAL_CHAIN_ID}`;
  const problems: string[] = [];
  if (input.demoData === 'true') {
    problems.push(
      `DEMO_DATA: demo data (activated accounts of public test keys, with balances) is refused: ${chain}; remove DEMO_DATA or set it to false`,
    );
  }
  if (!input.smtpUrl) {
    problems.push(
      `SMTP_URL: required: ${chain}, and without it the development mailbox would show every e-mail code to anyone at /dev/mail`,
    );
  }
  if (!input.gameApiUrl) {
    problems.push(
      `GAME_API_URL: required: ${chain}, and without it no game is linked (the market's commands would reach no game; /api/dev/game/* is for the reference game)`,
    );
  }
  if (input.gameDevControls === 'true') {
    problems.push(
      `GAME_DEV_CONTROLS: the game's development controls (/api/dev/game/*: anyone could put roles online, give items and settle the game outbox) are refused: ${chain}; remove GAME_DEV_CONTROLS or set it to false`,
    );
  }
  for (const name of SECRET_SETTINGS) {
    if (isAnvilKey(env[name])) {
      problems.push(`${name}: is a public anvil test key, known to anyone: ${chain}; use a key of your own`);
    }
  }
  if (isAnvilKey(smtpPassword(input.smtpUrl))) {
    problems.push(`SMTP_URL: its password is a public anvil test key: ${chain}`);
  }
  return problems;
}

function smtpPassword(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return undefined;
  }
}

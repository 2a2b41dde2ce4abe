import { privateKeyToAddress } from 'viem/accounts';
import type { ChainRuntime } from './chain/runtime.ts';
import type { Config } from './config.ts';

/** What a start is about to do, in one screen and without a secret (URLs show their host only). */
export function startSummary(
  config: Config,
  chain: Pick<ChainRuntime, 'contracts'>,
  facts: { database: 'pglite' | 'postgres'; demoSeeded: boolean },
): string {
  const column = (entries: Record<string, string>) =>
    Object.entries(entries)
      .map(([name, address]) => `${address} ${name}`)
      .join(`\n${' '.repeat(15)}`);
  const contracts = chain.contracts ? column(chain.contracts.contracts) : 'none (CONTRACTS_FILE not set)';
  const rpc = config.chainRpcUrls.map(host);
  const rows: [string, string][] = [
    [
      'Chain',
      `${config.chainName} (${config.chainId}), RPC ${rpc.length > 0 ? rpc.join(', ') : 'none: no chain watcher'}, ${config.chainConfirmations} confirmations`,
    ],
    ['Contracts', contracts],
    ...(chain.contracts ? [['Coins', column(chain.contracts.coins)] as [string, string]] : []),
    ['Signer', `${keyAddress(config.signerPrivateKey)} (voucher signer, SIGNER_PRIVATE_KEY)`],
    ['Payouts', `${keyAddress(config.payoutPrivateKey)} (payout wallet, PAYOUT_PRIVATE_KEY)`],
    [
      'Mail',
      config.smtpUrl
        ? `SMTP ${host(config.smtpUrl)}, from ${config.mailFrom}`
        : 'development mailbox (/dev/mail)',
    ],
    [
      'Game link',
      config.gameApiUrl
        ? `${host(config.gameApiUrl)}, timeout ${config.gameApiTimeoutMs} ms`
        : 'game simulator (/api/dev/game/*)',
    ],
    [
      'Demo data',
      config.demoData ? (facts.demoSeeded ? 'seeded now' : 'on (the catalogue already exists)') : 'off',
    ],
    [
      'Database',
      facts.database === 'postgres' && config.databaseUrl
        ? `PostgreSQL ${host(config.databaseUrl)}`
        : `embedded in ${config.dataDir}`,
    ],
    ['Public URL', config.publicOrigins.join(', ')],
  ];
  return ['', '  Start settings', ...rows.map(([name, value]) => `    ${name.padEnd(11)}${value}`), ''].join(
    '\n',
  );
}

/** A URL's scheme, host and port: never its user, password, path or query (keyed RPC URLs). */
function host(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return '(unreadable URL)';
  }
}

function keyAddress(key: `0x${string}` | undefined): string {
  return key ? privateKeyToAddress(key) : 'not set';
}

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { chainSettings } from '../modules/chain/routes.ts';
import { parseContracts } from './contracts.ts';
import { toChainEvent } from './events.ts';
import { lockKey } from './leader.ts';
import { createChainRuntime } from './runtime.ts';

const addr = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
/** What a start off the local dev chain must name (config-safety.ts). */
const LIVE = {
  SMTP_URL: 'smtps://smtp.example.com',
  GAME_API_URL: 'https://game.example',
  GAME_SECRET: 'a-secret-shared-with-the-game-32-chars',
};

const deployment = {
  chainId: 31337,
  deployedAtBlock: 1,
  deployer: addr(99),
  coins: { MDS: addr(1), MDV: addr(2), META: addr(3), HFH: addr(4), ENFT: addr(5) },
  contracts: {
    dragonNft: addr(6),
    cardNft: addr(7),
    activation: addr(8),
    gameVault: addr(9),
    nft111: addr(10),
  },
  demo: { players: [] },
};

describe('chain configuration', () => {
  it('has no chain access without CHAIN_RPC_URL, and local defaults', () => {
    const config = loadConfig({});
    expect(config.chainRpcUrls).toEqual([]);
    expect(config.chainId).toBe(31337);
    expect(config.chainConfirmations).toBe(3);
    expect(config.chainPublicRpcUrl).toBe('');
    expect(config.contractsFile).toBeUndefined();
  });

  it('reads a comma-separated RPC list; the browser gets the first URL on the local chain', () => {
    const config = loadConfig({ CHAIN_RPC_URL: 'http://127.0.0.1:8545, http://127.0.0.1:8546' });
    expect(config.chainRpcUrls).toEqual(['http://127.0.0.1:8545', 'http://127.0.0.1:8546']);
    expect(config.chainPublicRpcUrl).toBe('http://127.0.0.1:8545');
  });

  it('uses the BSC presets: 15 confirmations, explorer, a public RPC for the browser', () => {
    const main = loadConfig({ ...LIVE, CHAIN_ID: '56', CHAIN_RPC_URL: 'https://private.example/key' });
    expect(main.chainConfirmations).toBe(15);
    expect(main.chainExplorerUrl).toBe('https://bscscan.com');
    expect(main.chainName).toBe('BNB Smart Chain');
    expect(main.chainPublicRpcUrl).toBe('https://bsc-dataseed.bnbchain.org');
    // A wait's time left in the web counts BSC's 0.75 s blocks (the local chain mines one a second).
    expect(main.chainBlockMs).toBe(750);
    expect(loadConfig({}).chainBlockMs).toBe(1000);
    expect(loadConfig({ CHAIN_BLOCK_MS: '3000' }).chainBlockMs).toBe(3000);
    const test = loadConfig({
      ...LIVE,
      CHAIN_ID: '97',
      CHAIN_CONFIRMATIONS: '5',
      CHAIN_PUBLIC_RPC_URL: 'https://rpc.example',
    });
    expect(test.chainConfirmations).toBe(5);
    expect(test.chainExplorerUrl).toBe('https://testnet.bscscan.com');
    expect(test.chainPublicRpcUrl).toBe('https://rpc.example');
  });

  it('refuses a bad RPC URL and a reorg window below the confirmations', () => {
    expect(() => loadConfig({ CHAIN_RPC_URL: 'ftp://x' })).toThrow(/CHAIN_RPC_URL/);
    expect(() => loadConfig({ CHAIN_CONFIRMATIONS: '20', CHAIN_REORG_WINDOW: '10' })).toThrow(
      /CHAIN_REORG_WINDOW/,
    );
  });
});

describe('chain settings for the web', () => {
  it('names the chain without contracts when no deployment is configured', () => {
    const config = loadConfig({ ...LIVE, CHAIN_ID: '97' });
    expect(chainSettings(createChainRuntime(config))).toEqual({
      chain_id: 97,
      name: 'BNB Smart Chain Testnet',
      rpc_url: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
      explorer_url: 'https://testnet.bscscan.com',
      confirmations: 15,
      block_ms: 750,
      contracts: null,
    });
  });

  it('maps the deployment to the web names', () => {
    const runtime = createChainRuntime(loadConfig({}), { contracts: parseContracts(deployment, 'test') });
    expect(runtime.client).toBeUndefined();
    expect(chainSettings(runtime).contracts).toMatchObject({
      activation: '0x0000000000000000000000000000000000000008',
      vault: '0x0000000000000000000000000000000000000009',
      coins: { MDV: '0x0000000000000000000000000000000000000002' },
    });
  });
});

describe('contracts file', () => {
  it('accepts a deployment and checksums the addresses', () => {
    const contracts = parseContracts(deployment, 'test');
    expect(contracts.contracts.activation).toBe('0x0000000000000000000000000000000000000008');
    expect(contracts.deployedAtBlock).toBe(1);
  });

  it('names the problem of a bad file and a chain mismatch', () => {
    expect(() => parseContracts({ ...deployment, coins: { MDS: 'nope' } }, 'f.json')).toThrow(
      /f\.json.*coins/,
    );
    expect(() => parseContracts(deployment, 'f.json', 56)).toThrow(/chain 31337, but CHAIN_ID is 56/);
  });
});

describe('events', () => {
  const contracts = parseContracts(deployment, 'test');
  const log = {
    address: addr(8) as `0x${string}`,
    blockHash: `0x${'ab'.repeat(32)}` as `0x${string}`,
    blockNumber: 12n,
    transactionHash: `0x${'cd'.repeat(32)}` as `0x${string}`,
    logIndex: 3,
    eventName: 'AccountActivated',
    args: { account: 7n, payer: '0xABCDEF0000000000000000000000000000000001', amount: 10n ** 18n },
  };

  it('decodes an activation into its account and JSON arguments', () => {
    const event = toChainEvent(log, contracts, new Date(0));
    expect(event).toMatchObject({
      event: 'AccountActivated',
      account: 7n,
      blockNumber: 12,
      logIndex: 3,
      args: {
        account: '7',
        payer: '0xabcdef0000000000000000000000000000000001',
        amount: '1000000000000000000',
      },
    });
  });

  it('ignores an event from a contract that does not define it, and pending logs', () => {
    expect(
      toChainEvent({ ...log, address: addr(9) as `0x${string}` }, contracts, new Date(0)),
    ).toBeUndefined();
    expect(toChainEvent({ ...log, eventName: 'CoinDeposited' }, contracts, new Date(0))).toBeUndefined();
    expect(toChainEvent({ ...log, blockHash: null }, contracts, new Date(0))).toBeUndefined();
  });

  it('gives each chain its own advisory lock key', () => {
    expect(lockKey('chain-watcher', 56)).not.toEqual(lockKey('chain-watcher', 97));
    expect(lockKey('chain-watcher', 56)[1]).toBeLessThan(2 ** 31);
  });
});

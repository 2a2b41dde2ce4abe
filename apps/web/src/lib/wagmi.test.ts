import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connector } from 'wagmi';
import { explorerTxUrl } from './chain-settings.ts';
import {
  availableConnectors,
  CHAINS,
  chainName,
  getChainSettings,
  isKnownChain,
  orderConnectors,
} from './wagmi.ts';

const SETTINGS = {
  chain_id: 31337,
  name: 'Yuanlong dev chain',
  rpc_url: 'http://127.0.0.1:18545',
  explorer_url: '',
  confirmations: 3,
  contracts: null,
  coin_decimals: null,
};
const envelope = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, msg: code === 200 ? 'ok' : 'Server Error', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('wallet config', () => {
  it('knows BSC, BSC testnet and the local dev chain', () => {
    expect(CHAINS.map((c) => c.id)).toEqual([56, 97, 31337]);
    expect(isKnownChain(56) && isKnownChain(97) && isKnownChain(31337)).toBe(true);
    expect(isKnownChain(1)).toBe(false);
    expect(chainName(56)).toBe('BNB Smart Chain');
    expect(chainName(1)).toBe('Ethereum');
    expect(chainName(250)).toBe('Chain 250');
  });

  it('learns its chain from GET /api/website/chain once, and asks again after a failure', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(envelope(null, 500))
      .mockResolvedValue(envelope(SETTINGS));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getChainSettings()).rejects.toThrow();
    await expect(getChainSettings()).resolves.toEqual(SETTINGS);
    await expect(getChainSettings()).resolves.toEqual(SETTINGS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api/website/chain');
  });

  it('links a transaction to the explorer only when the chain has one', () => {
    const hash = `0x${'ab'.repeat(32)}`;
    expect(explorerTxUrl('https://bscscan.com', hash)).toBe(`https://bscscan.com/tx/${hash}`);
    expect(explorerTxUrl('https://testnet.bscscan.com/', hash)).toBe(
      `https://testnet.bscscan.com/tx/${hash}`,
    );
    expect(explorerTxUrl('', hash)).toBe('');
    expect(explorerTxUrl('javascript:alert(1)', hash)).toBe('');
    expect(explorerTxUrl('https://bscscan.com', '0x1234')).toBe('');
  });

  it('offers MetaMask first, other EIP-6963 wallets next, plain window.ethereum last', () => {
    const connectors = [
      { id: 'injected', rdns: undefined },
      { id: 'com.okex.wallet', rdns: 'com.okex.wallet' },
      { id: 'io.metamask', rdns: 'io.metamask' },
      { id: 'io.rabby', rdns: 'io.rabby' },
    ];
    expect(orderConnectors(connectors).map((c) => c.id)).toEqual([
      'io.metamask',
      'com.okex.wallet',
      'io.rabby',
      'injected',
    ]);
  });

  it('offers the wallet used last first', async () => {
    const announced = (id: string) =>
      ({ id, rdns: id, getProvider: async () => ({}) }) as unknown as Connector;
    const connectors = [announced('io.metamask'), announced('com.okex.wallet'), announced('io.rabby')];
    expect((await availableConnectors(connectors, 'io.rabby')).map((c) => c.id)).toEqual([
      'io.rabby',
      'io.metamask',
      'com.okex.wallet',
    ]);
    expect((await availableConnectors(connectors, null)).map((c) => c.id)).toEqual([
      'io.metamask',
      'com.okex.wallet',
      'io.rabby',
    ]);
  });
});

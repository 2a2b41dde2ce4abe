import { describe, expect, it } from 'vitest';
import {
  CHAINS,
  chainName,
  DEV_CHAIN_SETTINGS,
  getChainSettings,
  isKnownChain,
  orderConnectors,
} from './wagmi.ts';

describe('wallet config', () => {
  it('knows BSC, BSC testnet and the local dev chain', () => {
    expect(CHAINS.map((c) => c.id)).toEqual([56, 97, 31337]);
    expect(isKnownChain(56) && isKnownChain(97) && isKnownChain(31337)).toBe(true);
    expect(isKnownChain(1)).toBe(false);
    expect(chainName(56)).toBe('BNB Smart Chain');
    expect(chainName(1)).toBe('Ethereum');
    expect(chainName(250)).toBe('Chain 250');
  });

  it('targets the dev chain until the server names its chain', async () => {
    await expect(getChainSettings()).resolves.toEqual(DEV_CHAIN_SETTINGS);
    expect(DEV_CHAIN_SETTINGS).toEqual({ chain_id: 31337, rpc_url: 'http://127.0.0.1:8545' });
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
});

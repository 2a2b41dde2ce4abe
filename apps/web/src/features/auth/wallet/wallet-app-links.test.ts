import { describe, expect, it } from 'vitest';
import { walletAppLinks } from './wallet-app-links.ts';

const PAGE = 'https://market.example.com/login?invite=AB 12&x=1#top';
const byName = (name: string) => walletAppLinks(PAGE).find((link) => link.name === name)!.href;

describe('walletAppLinks', () => {
  it('names the main BNB Chain wallets, MetaMask first', () => {
    expect(walletAppLinks(PAGE).map((link) => link.name)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'TokenPocket',
      'OKX Wallet',
    ]);
  });

  it('gives MetaMask the page without its scheme', () => {
    expect(byName('MetaMask')).toBe(
      'https://metamask.app.link/dapp/market.example.com/login?invite=AB%2012&x=1#top',
    );
  });

  it('gives Trust Wallet the encoded page on BNB Smart Chain', () => {
    const link = new URL(byName('Trust Wallet'));
    expect(link.origin + link.pathname).toBe('https://link.trustwallet.com/open_url');
    expect(link.searchParams.get('coin_id')).toBe('20000714');
    expect(link.searchParams.get('url')).toBe(new URL(PAGE).href);
    expect(byName('Trust Wallet')).not.toMatch(/url=https:\/\//);
  });

  it('gives TokenPocket a JSON parameter with the page', () => {
    const href = byName('TokenPocket');
    expect(href.startsWith('tpdapp://open?params=')).toBe(true);
    const params = decodeURIComponent(href.slice('tpdapp://open?params='.length));
    expect(JSON.parse(params)).toEqual({ url: new URL(PAGE).href });
    expect(href).not.toMatch(/[{}"&#]/);
  });

  it('gives OKX the encoded page', () => {
    const href = byName('OKX Wallet');
    expect(href).toBe(`okx://wallet/dapp/url?dappUrl=${encodeURIComponent(new URL(PAGE).href)}`);
    expect(decodeURIComponent(href.split('dappUrl=')[1]!)).toBe(new URL(PAGE).href);
  });

  it('keeps every character of the page in each link (one query parameter, nothing cut off)', () => {
    for (const link of walletAppLinks(PAGE).slice(1)) {
      expect(link.href.split('#')).toHaveLength(1);
      expect(link.href).toContain(encodeURIComponent('invite=AB%2012&x=1#top'));
    }
  });
});

/** A mobile wallet whose in-app browser (where the wallet is injected) can open a page by link. */
export interface WalletAppLink {
  /** The wallet's name, as the wallet itself spells it (not translated). */
  name: string;
  href: string;
}

/**
 * Links that open `pageUrl` (an absolute http(s) URL) inside the main BNB Chain wallets' in-app
 * browsers, for a phone without an injected wallet. Binance Web3 Wallet is not among them: Binance
 * no longer lets an outside deep link open its DApp browser (it connects through WalletConnect).
 */
export function walletAppLinks(pageUrl: string): WalletAppLink[] {
  const url = new URL(pageUrl);
  const full = url.href;
  const encoded = encodeURIComponent(full);
  // MetaMask takes the page without its scheme (it opens it over https).
  const metaMask = `${url.host}${url.pathname}${url.search}${url.hash}`;
  return [
    { name: 'MetaMask', href: `https://metamask.app.link/dapp/${metaMask}` },
    // coin_id 20000714: BNB Smart Chain in Trust Wallet's coin list.
    { name: 'Trust Wallet', href: `https://link.trustwallet.com/open_url?coin_id=20000714&url=${encoded}` },
    {
      name: 'TokenPocket',
      href: `tpdapp://open?params=${encodeURIComponent(JSON.stringify({ url: full }))}`,
    },
    { name: 'OKX Wallet', href: `okx://wallet/dapp/url?dappUrl=${encoded}` },
  ];
}

/** What the product knows about a chain without being told: name, explorer, public RPCs, confirmations. */
export interface ChainPreset {
  name: string;
  /** Block explorer (no trailing slash); empty when there is none (local chain). */
  explorerUrl: string;
  /** Public JSON-RPC endpoints a browser may use. */
  publicRpcUrls: string[];
  /** Confirmations before an event is acted on. */
  confirmations: number;
  /** The chain's usual time between blocks, for the web's "time left" of a wait. */
  blockMs: number;
}

/** BSC mainnet (56), BSC testnet (97); anything else is treated like the local dev chain. */
export const CHAIN_PRESETS: Readonly<Record<number, ChainPreset>> = {
  56: {
    name: 'BNB Smart Chain',
    explorerUrl: 'https://bscscan.com',
    publicRpcUrls: [
      'https://bsc-dataseed.bnbchain.org',
      'https://bsc-dataseed1.defibit.io',
      'https://bsc-dataseed1.ninicoin.io',
    ],
    confirmations: 15,
    blockMs: 750,
  },
  97: {
    name: 'BNB Smart Chain Testnet',
    explorerUrl: 'https://testnet.bscscan.com',
    publicRpcUrls: [
      'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
      'https://data-seed-prebsc-2-s1.bnbchain.org:8545',
    ],
    confirmations: 15,
    blockMs: 750,
  },
};

/** The local dev chain (anvil, a block a second under `npm start`). */
export const LOCAL_CHAIN_PRESET: ChainPreset = {
  name: 'Yuanlong dev chain',
  explorerUrl: '',
  publicRpcUrls: [],
  confirmations: 3,
  blockMs: 1000,
};

/** The preset of a chain id (the local one for ids the product does not know). */
export function chainPreset(chainId: number): ChainPreset {
  return CHAIN_PRESETS[chainId] ?? LOCAL_CHAIN_PRESET;
}

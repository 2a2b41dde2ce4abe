// What the WalletConnect option loads, bundled on its own (build/separate-bundle.ts): wagmi's
// WalletConnect v2 connector and, through it, the WalletConnect provider.
export { walletConnect } from 'wagmi/connectors/walletConnect';

// Modules made by the build (build/separate-bundle.ts).
declare module 'virtual:walletconnect' {
  export const load: () => Promise<typeof import('./features/auth/wallet/walletconnect-bundle.ts')>;
}

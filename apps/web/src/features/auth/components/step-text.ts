import type { SignInStep } from '../wallet/sign-in-flow.ts';

/** The text of a wallet sign-in button at each step (`idle` stands for the button's own text). */
export const STEP_TEXT = {
  idle: 'login.connectWallet',
  connecting: 'wallet.connecting',
  wrongChain: 'login.connectWallet',
  switching: 'wallet.switching',
  signing: 'wallet.signing',
  verifying: 'wallet.verifying',
  needsCode: 'login.connectWallet',
  done: 'wallet.signedIn',
  failed: 'login.connectWallet',
} as const satisfies Record<SignInStep['kind'], string>;

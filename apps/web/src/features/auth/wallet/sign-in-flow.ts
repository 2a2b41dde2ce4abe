import type { InviteStatus } from '@yuanlong/shared/invite';
import { ApiError } from '../../../lib/api-error.ts';
import type { NetworkStep } from '../../../lib/network-step.ts';
import { isNoWallet, isUserRejection } from '../../../lib/wallet-errors.ts';

/** Why a wallet sign-in stopped; each has a text (wallet.error.*) except `api`, already toasted. */
export type SignInFailure = 'noWallet' | 'noAccount' | 'signRejected' | 'api' | 'unknown';

/** Where a wallet sign-in is. `wrongChain` waits for the user's one-click switch. */
export type SignInStep =
  | { kind: 'idle' }
  | { kind: 'connecting' }
  | NetworkStep
  | { kind: 'signing'; address: string }
  | { kind: 'verifying'; address: string }
  /** The account has the second factor on: the same signed message goes again with its code. */
  | { kind: 'needsCode'; address: string; message: string; signature: string }
  | { kind: 'done'; address: string; token: string; userid: number; invite_status?: InviteStatus }
  | { kind: 'failed'; reason: SignInFailure };

/** What the flow needs from the wallet and the API; the app plugs in wagmi and the API client. */
export interface SignInDeps {
  /** Connects (or reuses the connection): the account, if any, and the wallet's chain. */
  connect(): Promise<{ address: string | undefined; chainId: number }>;
  targetChainId(): Promise<number>;
  switchChain(chainId: number): Promise<void>;
  /** GET /api/auth/msg: the EIP-4361 message for the address. */
  getMessage(address: string): Promise<string>;
  signMessage(address: string, message: string): Promise<string>;
  /** POST /api/auth/login/wallet. */
  login(
    message: string,
    signature: string,
    totpCode?: string,
  ): Promise<{ token: string; userid: number; invite_status?: InviteStatus }>;
}

export interface SignInOptions {
  /** Switch the wallet to the target chain when it is elsewhere (the prompt's button). */
  switchChain?: boolean;
  /** Given up while connecting (a wallet that never answers): the sign-in is back at the start. */
  signal?: AbortSignal;
}

/** `promise`, or a rejection once `signal` aborts first. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function failure(error: unknown, rejected: SignInFailure): SignInFailure {
  if (error instanceof ApiError) return 'api';
  if (isNoWallet(error)) return 'noWallet';
  if (isUserRejection(error)) return rejected;
  console.error('Wallet sign-in failed', error);
  return 'unknown';
}

/**
 * One run of the wallet sign-in: connect, check the chain (stop at the prompt unless asked to
 * switch), fetch the EIP-4361 message, sign it, and log in. Every step is reported; the last
 * one is returned. Running again picks up where the wallet is (already connected, switched).
 */
export async function runWalletSignIn(
  deps: SignInDeps,
  report: (step: SignInStep) => void,
  options: SignInOptions = {},
): Promise<SignInStep> {
  const go = (step: SignInStep) => {
    report(step);
    return step;
  };
  go({ kind: 'connecting' });
  let wallet: Awaited<ReturnType<SignInDeps['connect']>>;
  let targetChainId: number;
  try {
    wallet = await unlessAborted(deps.connect(), options.signal);
    targetChainId = await deps.targetChainId();
  } catch (error) {
    if (options.signal?.aborted) return go({ kind: 'idle' });
    return go({ kind: 'failed', reason: failure(error, 'noAccount') });
  }
  const { address, chainId } = wallet;
  if (!address) return go({ kind: 'failed', reason: 'noAccount' });

  if (chainId !== targetChainId) {
    if (!options.switchChain) return go({ kind: 'wrongChain', chainId, targetChainId });
    go({ kind: 'switching', chainId, targetChainId });
    try {
      await deps.switchChain(targetChainId);
    } catch (error) {
      if (isUserRejection(error))
        return go({ kind: 'wrongChain', chainId, targetChainId, switchRejected: true });
      return go({ kind: 'failed', reason: failure(error, 'unknown') });
    }
  }

  go({ kind: 'signing', address });
  let message: string;
  let signature: string;
  try {
    message = await deps.getMessage(address);
    signature = await deps.signMessage(address, message);
  } catch (error) {
    return go({ kind: 'failed', reason: failure(error, 'signRejected') });
  }

  go({ kind: 'verifying', address });
  try {
    const { token, userid, invite_status } = await deps.login(message, signature);
    return go({ kind: 'done', address, token, userid, ...(invite_status ? { invite_status } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.secondFactor) {
      return go({ kind: 'needsCode', address, message, signature });
    }
    return go({ kind: 'failed', reason: failure(error, 'unknown') });
  }
}

/**
 * Sends the signed message again with the second factor's code. A refused code (already
 * toasted) keeps the step, so the user can type another: the message stays valid until used.
 */
export async function submitSignInCode(
  deps: Pick<SignInDeps, 'login'>,
  step: Extract<SignInStep, { kind: 'needsCode' }>,
  code: string,
  report: (step: SignInStep) => void,
): Promise<SignInStep> {
  const { address, message, signature } = step;
  report({ kind: 'verifying', address });
  try {
    const { token, userid, invite_status } = await deps.login(message, signature, code);
    const done: SignInStep = {
      kind: 'done',
      address,
      token,
      userid,
      ...(invite_status ? { invite_status } : {}),
    };
    report(done);
    return done;
  } catch (error) {
    const next: SignInStep =
      error instanceof ApiError ? step : { kind: 'failed', reason: failure(error, 'unknown') };
    report(next);
    return next;
  }
}

/** True while the flow waits for the wallet or the server (buttons show their pending state). */
export function isPending(step: SignInStep): boolean {
  return (
    step.kind === 'connecting' ||
    step.kind === 'switching' ||
    step.kind === 'signing' ||
    step.kind === 'verifying'
  );
}

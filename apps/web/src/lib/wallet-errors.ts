/*
 * What a wallet error means, whatever wraps it: wagmi and viem wrap the provider's error in
 * their own (the provider's is somewhere down the `cause` chain).
 */

const MAX_CAUSES = 10;

/** True when `test` holds for the error or one of its causes. */
function inCauses(error: unknown, test: (e: { code?: unknown; name?: unknown }) => boolean): boolean {
  let current: unknown = error;
  for (let i = 0; current && i < MAX_CAUSES; i += 1) {
    const e = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (test(e)) return true;
    current = e.cause;
  }
  return false;
}

/** True when an error (or one of its causes) is the wallet's "user rejected" (EIP-1193 code 4001). */
export function isUserRejection(error: unknown): boolean {
  return inCauses(error, (e) => e.code === 4001 || e.name === 'UserRejectedRequestError');
}

/** True when no injected wallet is there to talk to (wagmi's ProviderNotFoundError). */
export function isNoWallet(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'ProviderNotFoundError';
}

/** True when the wallet is on another chain than the one the call was for (viem's or wagmi's check). */
export function isChainMismatch(error: unknown): boolean {
  return inCauses(error, (e) => e.name === 'ChainMismatchError' || e.name === 'ConnectorChainMismatchError');
}

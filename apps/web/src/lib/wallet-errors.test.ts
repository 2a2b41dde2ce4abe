import { describe, expect, it } from 'vitest';
import { isChainMismatch, isNoWallet, isUserRejection } from './wallet-errors.ts';

const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
const named = (name: string) => Object.assign(new Error(name), { name });

describe('wallet errors', () => {
  it('finds the user’s rejection (code 4001) anywhere in the cause chain', () => {
    expect(isUserRejection(rejected())).toBe(true);
    expect(isUserRejection(new Error('a', { cause: new Error('b', { cause: rejected() }) }))).toBe(true);
    expect(isUserRejection(named('UserRejectedRequestError'))).toBe(true);
    expect(isUserRejection(new Error('other'))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });

  it('tells a missing wallet and a wallet on another chain', () => {
    expect(isNoWallet(named('ProviderNotFoundError'))).toBe(true);
    expect(isNoWallet(rejected())).toBe(false);
    expect(isChainMismatch(new Error('wrapped', { cause: named('ChainMismatchError') }))).toBe(true);
    expect(isChainMismatch(named('ConnectorChainMismatchError'))).toBe(true);
    expect(isChainMismatch(rejected())).toBe(false);
  });
});

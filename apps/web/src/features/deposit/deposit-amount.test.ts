import type { ChainSettings } from '@yuanlong/shared/website';
import { describe, expect, it } from 'vitest';
import { checkDepositAmount, GAS_RESERVE, maxDeposit, needsApproval } from './deposit-amount.ts';
import { depositCoinAddress } from './deposit-coins.ts';

const E18 = 10n ** 18n;
const mdv = { decimals: 18, balance: 100n * E18, native: false };
const hfh = { decimals: 8, balance: 123_456_789n, native: false };

describe('checkDepositAmount', () => {
  it('refuses less than the coin’s minimum deposit, before the balance', () => {
    const minimum = E18 / 10n;
    expect(checkDepositAmount('0.09', { ...mdv, minimum })).toEqual({ error: 'belowMinimum' });
    expect(checkDepositAmount('0.09', { ...mdv, balance: 0n, minimum })).toEqual({ error: 'belowMinimum' });
    expect(checkDepositAmount('0.1', { ...mdv, minimum })).toEqual({ amount: minimum });
  });

  it('reads the amount exactly with the coin’s decimals', () => {
    expect(checkDepositAmount('5', mdv)).toEqual({ amount: 5n * E18 });
    expect(checkDepositAmount('1,000.5', { ...mdv, balance: 2000n * E18 })).toEqual({
      amount: 10_005n * 10n ** 17n,
    });
    expect(checkDepositAmount('.00000001', hfh)).toEqual({ amount: 1n });
    expect(checkDepositAmount('0.000000000000000001', mdv)).toEqual({ amount: 1n });
  });

  it('says "amount must be greater than zero" for nothing or zero', () => {
    expect(checkDepositAmount('', mdv)).toEqual({ error: 'amountPositive' });
    expect(checkDepositAmount('  ', mdv)).toEqual({ error: 'amountPositive' });
    expect(checkDepositAmount('0', mdv)).toEqual({ error: 'amountPositive' });
    expect(checkDepositAmount('0.000', mdv)).toEqual({ error: 'amountPositive' });
  });

  it('refuses what is not a plain number, or has more decimals than the coin', () => {
    expect(checkDepositAmount('abc', mdv)).toEqual({ error: 'format' });
    expect(checkDepositAmount('-1', mdv)).toEqual({ error: 'format' });
    expect(checkDepositAmount('1e3', mdv)).toEqual({ error: 'format' });
    expect(checkDepositAmount('0.000000001', hfh)).toEqual({ error: 'format' });
  });

  it('says "insufficient available balance" above the wallet’s balance, not at it', () => {
    expect(checkDepositAmount('100', mdv)).toEqual({ amount: 100n * E18 });
    expect(checkDepositAmount('100.000000000000000001', mdv)).toEqual({ error: 'insufficientBalance' });
    // Before the balance is read, the flow checks it again before sending anything.
    expect(checkDepositAmount('1000', { ...mdv, balance: undefined })).toEqual({ amount: 1000n * E18 });
  });

  it('BNB keeps the network fee’s reserve in the wallet', () => {
    const bnb = { decimals: 18, balance: E18, native: true };
    expect(checkDepositAmount('1', bnb)).toEqual({ error: 'gasReserve' });
    expect(checkDepositAmount('0.998', bnb)).toEqual({ amount: E18 - GAS_RESERVE });
    expect(checkDepositAmount('2', bnb)).toEqual({ error: 'insufficientBalance' });
  });
});

describe('maxDeposit', () => {
  it('is the whole balance, less the reserve for BNB (never below zero)', () => {
    expect(maxDeposit(7n, false)).toBe(7n);
    expect(maxDeposit(E18, true)).toBe(E18 - GAS_RESERVE);
    expect(maxDeposit(GAS_RESERVE - 1n, true)).toBe(0n);
  });
});

describe('needsApproval', () => {
  it('is true for an ERC-20 whose allowance is short, never for BNB', () => {
    expect(needsApproval(false, 0n, 1n)).toBe(true);
    expect(needsApproval(false, 5n, 5n)).toBe(false);
    expect(needsApproval(true, undefined, 5n)).toBe(false);
    expect(needsApproval(false, undefined, 5n)).toBe(false);
  });
});

describe('depositCoinAddress', () => {
  const settings = {
    chain_id: 31337,
    name: 'dev',
    rpc_url: '',
    explorer_url: '',
    confirmations: 3,
    contracts: {
      coins: { MDV: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
      dragon: '0x0000000000000000000000000000000000000001',
      card: '0x0000000000000000000000000000000000000002',
      activation: '0x0000000000000000000000000000000000000003',
      vault: '0x0000000000000000000000000000000000000004',
      nft111: '0x0000000000000000000000000000000000000005',
    },
    coin_decimals: { MDV: 18, BNB: 18 },
  } satisfies ChainSettings;

  it('is the ERC-20 of a deployed coin, null for BNB, undefined otherwise', () => {
    expect(depositCoinAddress(settings, 'MDV')).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(depositCoinAddress(settings, 'BNB')).toBeNull();
    expect(depositCoinAddress(settings, 'XYZ')).toBeUndefined();
    expect(depositCoinAddress({ ...settings, contracts: null }, 'BNB')).toBeUndefined();
    expect(depositCoinAddress(undefined, 'MDV')).toBeUndefined();
  });
});

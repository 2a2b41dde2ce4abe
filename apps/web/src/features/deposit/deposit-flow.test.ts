import type { Address, Hash } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { fakeHead, fakeWallet } from '../../test/fake-wallet.ts';
import {
  type DepositDeps,
  type DepositStep,
  type DepositTerms,
  isDepositBusy,
  isDepositWaiting,
  runDeposit,
} from './deposit-flow.ts';

const WALLET = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;
const MDV = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const VAULT = '0x0165878A594ca255338adfa4d48449f69242Eb8F' as Address;
const APPROVE_TX = `0x${'a1'.repeat(32)}` as Hash;
const DEPOSIT_TX = `0x${'b2'.repeat(32)}` as Hash;
const FIVE = 5n * 10n ** 18n;
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

const terms = (over: Partial<DepositTerms> = {}): DepositTerms => ({
  chainId: 31337,
  vault: VAULT,
  coin: MDV,
  account: 42n,
  serverId: 1n,
  address: WALLET.toLowerCase(),
  required: 3,
  baseline: 100n,
  ...over,
});

/** A chain whose head moves one block per read, from the deposit's block 10 on. */
function deps(overrides: Partial<DepositDeps> = {}): DepositDeps {
  let balance = 100n;
  return {
    ...fakeHead(),
    ...fakeWallet({ address: WALLET, approveTx: APPROVE_TX, balance: 10n * FIVE }),
    terms: vi.fn(async () => terms()),
    deposit: vi.fn(async () => DEPOSIT_TX),
    // The server credits the deposit once asked twice after the confirmations.
    gameBalance: vi.fn(async () => {
      balance = balance === 100n ? 100n + 1n : 100n + FIVE;
      return balance;
    }),
    ...overrides,
  };
}

async function run(d: DepositDeps, amount = FIVE, options = {}) {
  const steps: DepositStep[] = [];
  const last = await runDeposit(d, { coin: 'MDV', amount }, (step) => steps.push(step), options);
  return { last, steps, kinds: steps.map((s) => s.kind) };
}

describe('runDeposit', () => {
  it('approves, deposits, shows confirmations 1..N-1 of N, then waits for the credit to be done', async () => {
    const d = deps();
    const { last, kinds, steps } = await run(d);
    expect(kinds).toEqual([
      'connecting',
      'checking',
      'approving',
      'approveConfirming',
      'sending',
      'mining',
      'confirming',
      'confirming',
      'crediting',
      'done',
    ]);
    expect(d.approve).toHaveBeenCalledWith(MDV, VAULT, FIVE);
    expect(d.deposit).toHaveBeenCalledWith(terms(), FIVE);
    expect(steps.filter((s) => s.kind === 'confirming')).toEqual([
      { kind: 'confirming', hash: DEPOSIT_TX, confirmations: 1, required: 3 },
      { kind: 'confirming', hash: DEPOSIT_TX, confirmations: 2, required: 3 },
    ]);
    // A game balance that grew by less than the amount (something else) is not the deposit.
    expect(d.gameBalance).toHaveBeenCalledTimes(2);
    expect(last).toEqual({ kind: 'done', hash: DEPOSIT_TX, balance: 100n + FIVE });
  });

  it('hands the mined deposit to the server once, and goes on when the server refuses it', async () => {
    const reportTx = vi.fn(async () => {
      throw new Error('409');
    });
    const d = deps({ reportTx });
    const { last } = await run(d);
    expect(reportTx).toHaveBeenCalledTimes(1);
    expect(reportTx).toHaveBeenCalledWith('MDV', DEPOSIT_TX);
    expect(last.kind).toBe('done');
  });

  it('does not hand over a reverted deposit', async () => {
    const reportTx = vi.fn(async () => ({}));
    const d = deps({
      reportTx,
      waitForReceipt: vi.fn(async () => ({ status: 'reverted' as const, blockNumber: 10n })),
    });
    expect((await run(d)).last.kind).toBe('failed');
    expect(reportTx).not.toHaveBeenCalled();
  });

  it('BNB: no approval, the balance read is the native one', async () => {
    const d = deps({ terms: vi.fn(async () => terms({ coin: null })) });
    const { kinds } = await run(d);
    expect(kinds.slice(0, 4)).toEqual(['connecting', 'checking', 'sending', 'mining']);
    expect(d.balanceOf).toHaveBeenCalledWith(null, WALLET);
    expect(d.approve).not.toHaveBeenCalled();
  });

  it('a wallet on another account than the signed-in one sends nothing', async () => {
    const d = deps({
      terms: vi.fn(async () => terms({ address: '0x976ea74026e726554db657fa54763abd0c3a0aa9' })),
    });
    expect((await run(d)).last).toEqual({ kind: 'failed', reason: 'wrongAccount' });
    expect(d.approve).not.toHaveBeenCalled();
    expect(d.deposit).not.toHaveBeenCalled();
  });

  it('more than the wallet holds: "insufficient", nothing is sent', async () => {
    const d = deps({ balanceOf: vi.fn(async () => FIVE - 1n) });
    expect((await run(d)).last).toEqual({ kind: 'failed', reason: 'insufficient' });
    expect(d.deposit).not.toHaveBeenCalled();
  });

  it('a refused deposit is "rejected" and nothing is awaited', async () => {
    const d = deps({
      allowance: vi.fn(async () => FIVE),
      deposit: vi.fn().mockRejectedValue(new Error('wrapped', { cause: rejected() })),
    });
    const { last, kinds } = await run(d);
    expect(last).toEqual({ kind: 'failed', reason: 'rejected' });
    expect(kinds).not.toContain('mining');
    expect(d.waitForReceipt).not.toHaveBeenCalled();
  });

  it('a reverted deposit fails with its hash and is never shown as confirming or done', async () => {
    const d = deps({
      allowance: vi.fn(async () => FIVE),
      waitForReceipt: vi.fn(async () => ({ status: 'reverted' as const, blockNumber: 10n })),
    });
    const { last, kinds } = await run(d);
    expect(last).toEqual({ kind: 'failed', reason: 'reverted', hash: DEPOSIT_TX });
    expect(kinds).not.toContain('confirming');
    expect(d.gameBalance).not.toHaveBeenCalled();
  });

  it('reads that fail while it waits are tried again; the deposit is on the chain anyway', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blockNumber = vi.fn().mockRejectedValueOnce(new Error('rpc down')).mockResolvedValue(20n);
    const d = deps({ allowance: vi.fn(async () => FIVE), blockNumber });
    expect((await run(d)).last.kind).toBe('done');
    expect(warn).toHaveBeenCalled();
  });

  it('stops waiting when aborted, on the step it had reached (not done)', async () => {
    const controller = new AbortController();
    const d = deps({
      allowance: vi.fn(async () => FIVE),
      sleep: vi.fn(async () => controller.abort()),
    });
    const { last } = await run(d, FIVE, { signal: controller.signal });
    expect(last).toEqual({ kind: 'confirming', hash: DEPOSIT_TX, confirmations: 1, required: 3 });
  });

  it('is busy and waiting from the moment it is sent until it is credited', () => {
    const waiting: DepositStep = { kind: 'crediting', hash: DEPOSIT_TX, required: 3 };
    expect(isDepositWaiting(waiting)).toBe(true);
    expect(isDepositBusy(waiting)).toBe(true);
    expect(isDepositBusy({ kind: 'sending' })).toBe(true);
    expect(isDepositWaiting({ kind: 'sending' })).toBe(false);
    expect(isDepositBusy({ kind: 'done', hash: DEPOSIT_TX, balance: 1n })).toBe(false);
    expect(isDepositBusy({ kind: 'failed', reason: 'rejected' })).toBe(false);
  });
});

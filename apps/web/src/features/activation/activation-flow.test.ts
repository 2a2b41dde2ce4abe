import type { Address, Hash } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { fakeWallet } from '../../test/fake-wallet.ts';
import { type ActivationDeps, type ActivationStep, isBusy, runActivation } from './activation-flow.ts';

const WALLET = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;
const COIN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const CONTRACT = '0x0165878A594ca255338adfa4d48449f69242Eb8F' as Address;
const ZERO = '0x0000000000000000000000000000000000000000' as Address;
const ONE_MDV = 10n ** 18n;
const APPROVE_TX = `0x${'a1'.repeat(32)}` as Hash;
const PAY_TX = `0x${'b2'.repeat(32)}` as Hash;
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
const named = (name: string) => Object.assign(new Error(name), { name });

function deps(overrides: Partial<ActivationDeps> = {}): ActivationDeps {
  return {
    ...fakeWallet({ address: WALLET, approveTx: APPROVE_TX, balance: 100_000n * ONE_MDV, block: 7n }),
    terms: vi.fn(async () => ({ chainId: 31337, contract: CONTRACT, coin: COIN, account: 42n })),
    price: vi.fn(async () => ONE_MDV),
    payerOf: vi.fn(async () => ZERO),
    activate: vi.fn(async () => PAY_TX),
    report: vi.fn(async () => {}),
    ...overrides,
  };
}

async function run(d: ActivationDeps, options = {}) {
  const steps: ActivationStep[] = [];
  const last = await runActivation(d, (step) => steps.push(step), options);
  return { last, kinds: steps.map((s) => s.kind), steps };
}

describe('runActivation', () => {
  it('approves exactly the price, waits for that block, pays activate(account) and reports the hash', async () => {
    const d = deps();
    const { last, kinds, steps } = await run(d);
    expect(kinds).toEqual([
      'connecting',
      'checking',
      'approving',
      'approveConfirming',
      'sending',
      'reporting',
      'sent',
    ]);
    expect(steps[3]).toEqual({ kind: 'approveConfirming', hash: APPROVE_TX });
    expect(d.approve).toHaveBeenCalledWith(COIN, CONTRACT, ONE_MDV);
    expect(d.waitForReceipt).toHaveBeenCalledWith(APPROVE_TX);
    expect(d.activate).toHaveBeenCalledWith(CONTRACT, 42n);
    expect(d.report).toHaveBeenCalledWith(PAY_TX);
    expect(last).toEqual({ kind: 'sent', hash: PAY_TX });
  });

  it('skips the approval when the allowance already covers the price', async () => {
    const d = deps({ allowance: vi.fn(async () => ONE_MDV) });
    const { kinds } = await run(d);
    expect(kinds).toEqual(['connecting', 'checking', 'sending', 'reporting', 'sent']);
    expect(d.approve).not.toHaveBeenCalled();
  });

  it('less MDV than the price: "insufficient", nothing is sent', async () => {
    const d = deps({ balanceOf: vi.fn(async () => ONE_MDV - 1n) });
    expect((await run(d)).last).toEqual({ kind: 'failed', reason: 'insufficient' });
    expect(d.approve).not.toHaveBeenCalled();
    expect(d.activate).not.toHaveBeenCalled();
  });

  it('an account paid before is not paid again', async () => {
    const d = deps({ payerOf: vi.fn(async () => WALLET) });
    expect((await run(d)).last).toEqual({ kind: 'alreadyPaid' });
    expect(d.payerOf).toHaveBeenCalledWith(CONTRACT, 42n);
    expect(d.activate).not.toHaveBeenCalled();
  });

  it('wrong chain: stops at the prompt before any transaction', async () => {
    const d = deps({ connect: vi.fn(async () => ({ address: WALLET, chainId: 56 })) });
    expect((await run(d)).last).toEqual({ kind: 'wrongChain', chainId: 56, targetChainId: 31337 });
    expect(d.balanceOf).not.toHaveBeenCalled();
    expect(d.approve).not.toHaveBeenCalled();
  });

  it('the prompt’s switch switches, then pays; a refused switch goes back to the prompt, marked', async () => {
    const d = deps({ connect: vi.fn(async () => ({ address: WALLET, chainId: 56 })) });
    const { kinds, last } = await run(d, { switchChain: true });
    expect(d.switchChain).toHaveBeenCalledWith(31337);
    expect(kinds.slice(0, 3)).toEqual(['connecting', 'switching', 'checking']);
    expect(last.kind).toBe('sent');

    const refused = deps({
      connect: vi.fn(async () => ({ address: WALLET, chainId: 97 })),
      switchChain: vi.fn().mockRejectedValue(new Error('wrapped', { cause: rejected() })),
    });
    expect((await run(refused, { switchChain: true })).last).toEqual({
      kind: 'wrongChain',
      chainId: 97,
      targetChainId: 31337,
      switchRejected: true,
    });
  });

  it('a wallet that moved to another chain mid-way gets the prompt again', async () => {
    const connect = vi
      .fn()
      .mockResolvedValueOnce({ address: WALLET, chainId: 31337 })
      .mockResolvedValueOnce({ address: WALLET, chainId: 1 });
    const d = deps({
      connect,
      activate: vi.fn().mockRejectedValue(new Error('x', { cause: named('ChainMismatchError') })),
    });
    expect((await run(d)).last).toEqual({ kind: 'wrongChain', chainId: 1, targetChainId: 31337 });
  });

  it('a refused approval or payment is "rejected" and nothing is reported', async () => {
    const approve = deps({ approve: vi.fn().mockRejectedValue(new Error('wrapped', { cause: rejected() })) });
    expect((await run(approve)).last).toEqual({ kind: 'failed', reason: 'rejected' });
    expect(approve.activate).not.toHaveBeenCalled();
    const pay = deps({ activate: vi.fn().mockRejectedValue(named('UserRejectedRequestError')) });
    expect((await run(pay)).last).toEqual({ kind: 'failed', reason: 'rejected' });
    expect(pay.report).not.toHaveBeenCalled();
  });

  it('a reverted approval stops with its hash', async () => {
    const d = deps({ waitForReceipt: vi.fn(async () => ({ status: 'reverted' as const, blockNumber: 7n })) });
    expect((await run(d)).last).toEqual({ kind: 'failed', reason: 'reverted', hash: APPROVE_TX });
    expect(d.activate).not.toHaveBeenCalled();
  });

  it('no wallet, no account, no deployment', async () => {
    expect(
      (await run(deps({ connect: vi.fn().mockRejectedValue(named('ProviderNotFoundError')) }))).last,
    ).toEqual({
      kind: 'failed',
      reason: 'noWallet',
    });
    expect((await run(deps({ connect: vi.fn().mockRejectedValue(rejected()) }))).last).toEqual({
      kind: 'failed',
      reason: 'noAccount',
    });
    expect(
      (await run(deps({ connect: vi.fn(async () => ({ address: undefined, chainId: 31337 })) }))).last,
    ).toEqual({
      kind: 'failed',
      reason: 'noAccount',
    });
    expect((await run(deps({ terms: vi.fn(async () => undefined) }))).last).toEqual({
      kind: 'failed',
      reason: 'unavailable',
    });
  });

  it('a failed report still ends as sent: the server finds the payment on the chain', async () => {
    const d = deps({ report: vi.fn().mockRejectedValue(new ApiError(404, 'not found yet')) });
    expect((await run(d)).last).toEqual({ kind: 'sent', hash: PAY_TX });
  });

  it('API failures before paying end as "api"; anything else is "unknown" and logged', async () => {
    expect(
      (await run(deps({ terms: vi.fn().mockRejectedValue(new ApiError(500, 'Server Error')) }))).last,
    ).toEqual({
      kind: 'failed',
      reason: 'api',
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await run(deps({ balanceOf: vi.fn().mockRejectedValue(new Error('rpc down')) }))).last).toEqual({
      kind: 'failed',
      reason: 'unknown',
    });
    expect(log).toHaveBeenCalled();
  });

  it('is busy while it waits for the wallet, a block or the server', () => {
    expect(isBusy({ kind: 'approveConfirming', hash: APPROVE_TX })).toBe(true);
    expect(isBusy({ kind: 'sending' })).toBe(true);
    expect(isBusy({ kind: 'reporting', hash: PAY_TX })).toBe(true);
    expect(isBusy({ kind: 'idle' })).toBe(false);
    expect(isBusy({ kind: 'wrongChain', chainId: 1, targetChainId: 56 })).toBe(false);
    expect(isBusy({ kind: 'sent', hash: PAY_TX })).toBe(false);
    expect(isBusy({ kind: 'failed', reason: 'rejected' })).toBe(false);
  });
});

import type { Address, Hash } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { fakeWallet } from '../../test/fake-wallet.ts';
import { isTxBusy, runTx, type Spend, type TxPlan, type TxStep, type WalletDeps } from './tx-flow.ts';

const WALLET = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;
const OTHER = '0x976EA74026E726554dB657fA54763abd0C3a0aa9' as Address;
const COIN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const SPENDER = '0x0165878A594ca255338adfa4d48449f69242Eb8F' as Address;
const APPROVE_TX = `0x${'a1'.repeat(32)}` as Hash;
const SEND_TX = `0x${'b2'.repeat(32)}` as Hash;
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

type Done = { kind: 'done'; hash: Hash };

function wallet(overrides: Partial<WalletDeps> = {}): WalletDeps {
  return {
    ...fakeWallet({ address: WALLET, approveTx: APPROVE_TX, balance: 1000n, block: 5n }),
    ...overrides,
  };
}

function plan(spend: Partial<Spend> = {}, overrides: Partial<TxPlan<Done>> = {}): TxPlan<Done> {
  return {
    spend: vi.fn(async () => ({ chainId: 31337, coin: COIN, spender: SPENDER, amount: 100n, ...spend })),
    send: vi.fn(async () => SEND_TX),
    afterSend: async (hash, go) => go({ kind: 'done', hash }),
    ...overrides,
  };
}

async function run(deps: WalletDeps, p: TxPlan<Done>, options = {}) {
  const steps: (TxStep | Done)[] = [];
  const last = await runTx(deps, p, (step) => steps.push(step), options);
  return { last, kinds: steps.map((s) => s.kind) };
}

describe('runTx', () => {
  it('approves exactly the amount for the spender when the allowance is short, then sends', async () => {
    const d = wallet({ allowance: vi.fn(async () => 99n) });
    const p = plan();
    const { last, kinds } = await run(d, p);
    expect(kinds).toEqual(['connecting', 'checking', 'approving', 'approveConfirming', 'sending', 'done']);
    expect(d.allowance).toHaveBeenCalledWith(COIN, WALLET, SPENDER);
    expect(d.approve).toHaveBeenCalledWith(COIN, SPENDER, 100n);
    expect(last).toEqual({ kind: 'done', hash: SEND_TX });
  });

  it('the native coin needs no approval: its balance is read, nothing is approved', async () => {
    const d = wallet();
    const { kinds } = await run(d, plan({ coin: null }));
    expect(kinds).toEqual(['connecting', 'checking', 'sending', 'done']);
    expect(d.balanceOf).toHaveBeenCalledWith(null, WALLET);
    expect(d.allowance).not.toHaveBeenCalled();
    expect(d.approve).not.toHaveBeenCalled();
  });

  it('a wallet on another account than the signed-in one stops before any read or transaction', async () => {
    const d = wallet();
    const p = plan({ account: OTHER });
    expect((await run(d, p)).last).toEqual({ kind: 'failed', reason: 'wrongAccount' });
    expect(d.balanceOf).not.toHaveBeenCalled();
    expect(p.send).not.toHaveBeenCalled();
    // The same address in another case is the same account.
    expect((await run(wallet(), plan({ account: WALLET.toLowerCase() }))).last.kind).toBe('done');
  });

  it('less than the amount: "insufficient", nothing is sent', async () => {
    const d = wallet({ balanceOf: vi.fn(async () => 99n) });
    const p = plan();
    expect((await run(d, p)).last).toEqual({ kind: 'failed', reason: 'insufficient' });
    expect(d.approve).not.toHaveBeenCalled();
    expect(p.send).not.toHaveBeenCalled();
  });

  it('a precheck may end the run before anything is spent', async () => {
    const d = wallet();
    const p = plan({}, { precheck: vi.fn(async () => ({ kind: 'done' as const, hash: SEND_TX })) });
    expect((await run(d, p)).kinds).toEqual(['connecting', 'checking', 'done']);
    expect(d.balanceOf).not.toHaveBeenCalled();
  });

  it('a refused transaction is "rejected"', async () => {
    const p = plan({}, { send: vi.fn().mockRejectedValue(new Error('wrapped', { cause: rejected() })) });
    expect((await run(wallet(), p)).last).toEqual({ kind: 'failed', reason: 'rejected' });
  });

  it('a reverted approval stops with its hash', async () => {
    const d = wallet({
      waitForReceipt: vi.fn(async () => ({ status: 'reverted' as const, blockNumber: 5n })),
    });
    const p = plan();
    expect((await run(d, p)).last).toEqual({ kind: 'failed', reason: 'reverted', hash: APPROVE_TX });
    expect(p.send).not.toHaveBeenCalled();
  });

  it('nothing to pay into: "unavailable"; a refused connection: "noAccount"', async () => {
    expect((await run(wallet(), plan({}, { spend: vi.fn(async () => undefined) }))).last).toEqual({
      kind: 'failed',
      reason: 'unavailable',
    });
    expect((await run(wallet({ connect: vi.fn().mockRejectedValue(rejected()) }), plan())).last).toEqual({
      kind: 'failed',
      reason: 'noAccount',
    });
  });

  it('wrong chain: the prompt first; with the switch asked for, it switches and goes on', async () => {
    const d = wallet({ connect: vi.fn(async () => ({ address: WALLET, chainId: 56 })) });
    expect((await run(d, plan())).last).toEqual({ kind: 'wrongChain', chainId: 56, targetChainId: 31337 });
    expect(d.balanceOf).not.toHaveBeenCalled();
    const { kinds } = await run(d, plan(), { switchChain: true });
    expect(d.switchChain).toHaveBeenCalledWith(31337);
    expect(kinds.slice(0, 3)).toEqual(['connecting', 'switching', 'checking']);
  });

  it('is busy while it waits for the wallet or the approval’s block', () => {
    expect(isTxBusy({ kind: 'sending' })).toBe(true);
    expect(isTxBusy({ kind: 'approveConfirming' })).toBe(true);
    expect(isTxBusy({ kind: 'idle' })).toBe(false);
    expect(isTxBusy({ kind: 'wrongChain' })).toBe(false);
    expect(isTxBusy({ kind: 'failed' })).toBe(false);
  });
});

import type { ClaimVoucher } from '@yuanlong/shared/claim';
import type { Address, Hash } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { fakeHead, fakeWallet } from '../../test/fake-wallet.ts';
import { type ClaimDeps, type ClaimStep, isClaimBusy, isClaimWaiting, runClaim } from './claim-flow.ts';

const WALLET = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
const VAULT = '0x0165878A594ca255338adfa4d48449f69242Eb8F';
const TX = `0x${'c3'.repeat(32)}` as Hash;
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

const VOUCHER: ClaimVoucher = {
  asset_id: 7,
  kind: 'mint_card',
  vault: VAULT,
  collection: null,
  token_id: '1000007',
  asset_type: 1,
  to: WALLET.toLowerCase(),
  account: '5',
  nonce: '99',
  deadline: '2000',
  signature: `0x${'ab'.repeat(65)}`,
};

/** A chain whose head moves one block per read from the claim's block 10; the asset reaches the wallet on the 2nd look. */
function deps(overrides: Partial<ClaimDeps> = {}): ClaimDeps {
  let looks = 0;
  return {
    ...fakeHead(),
    ...fakeWallet({ address: WALLET, approveTx: TX }),
    requestVoucher: vi.fn(async () => VOUCHER),
    chain: vi.fn(async () => ({ chainId: 31337, required: 3 })),
    nonceUsed: vi.fn(async () => false),
    chainTime: vi.fn(async () => 1000n),
    claim: vi.fn(async () => TX),
    assetLocation: vi.fn(async () => {
      looks += 1;
      return looks >= 2 ? 1 : 2;
    }),
    ...overrides,
  };
}

async function run(d: ClaimDeps, options = {}) {
  const steps: ClaimStep[] = [];
  const last = await runClaim(d, 7, (step) => steps.push(step), options);
  return { last, kinds: steps.map((s) => s.kind), steps };
}

describe('runClaim', () => {
  it('asks for the voucher, sends it once, counts the confirmations, and is done when the asset is in the wallet', async () => {
    const d = deps();
    const onVoucher = vi.fn();
    const { last, kinds, steps } = await run(d, { onVoucher });
    expect(kinds).toEqual([
      'requesting',
      'connecting',
      'checking',
      'sending',
      'mining',
      'confirming',
      'confirming',
      'finishing',
      'done',
    ]);
    expect(
      steps.filter((s) => s.kind === 'confirming').map((s) => 'confirmations' in s && s.confirmations),
    ).toEqual([1, 2]);
    expect(last).toEqual({ kind: 'done', hash: TX });
    expect(d.requestVoucher).toHaveBeenCalledWith(7);
    expect(onVoucher).toHaveBeenCalledWith(VOUCHER);
    expect(d.claim).toHaveBeenCalledTimes(1);
    expect(d.claim).toHaveBeenCalledWith(VOUCHER);
    expect(d.nonceUsed).toHaveBeenCalledWith(VAULT, 99n);
    expect(d.approve).not.toHaveBeenCalled();
    expect(d.assetLocation).toHaveBeenCalledTimes(2);
  });

  it('hands the mined claim to the server (mint/callback) once; a refusal there does not stop the wait', async () => {
    const reportTx = vi.fn(async () => Promise.reject(new ApiError(409, 'not yet')));
    const { last } = await run(deps({ reportTx }));
    expect(reportTx).toHaveBeenCalledTimes(1);
    expect(reportTx).toHaveBeenCalledWith(7, TX);
    expect(last).toEqual({ kind: 'done', hash: TX });
  });

  it('stops with the server’s message when it refuses the voucher; nothing touches the wallet', async () => {
    const d = deps({
      requestVoucher: vi.fn(async () => Promise.reject(new ApiError(400, 'Game is online'))),
    });
    const { last, kinds } = await run(d);
    expect(kinds).toEqual(['requesting', 'refused']);
    expect(last).toEqual({ kind: 'refused', message: 'Game is online' });
    expect(d.connect).not.toHaveBeenCalled();
  });

  it('a rejection in the wallet fails as rejected; asking again sends the same voucher', async () => {
    const d = deps({ claim: vi.fn().mockRejectedValueOnce(rejected()).mockResolvedValue(TX) });
    expect((await run(d)).last).toEqual({ kind: 'failed', reason: 'rejected' });
    expect((await run(d)).last).toEqual({ kind: 'done', hash: TX });
    expect(d.claim).toHaveBeenNthCalledWith(1, VOUCHER);
    expect(d.claim).toHaveBeenNthCalledWith(2, VOUCHER);
  });

  it('a reverted transaction fails as reverted, with its hash', async () => {
    const d = deps({
      waitForReceipt: vi.fn(async () => ({ status: 'reverted' as const, blockNumber: 10n })),
    });
    expect((await run(d)).last).toEqual({ kind: 'failed', reason: 'reverted', hash: TX });
    expect(d.assetLocation).not.toHaveBeenCalled();
  });

  it('a voucher sent before (Continue after closing) is not sent again: only the wait for the wallet', async () => {
    const d = deps({ nonceUsed: vi.fn(async () => true) });
    const { last, kinds } = await run(d);
    expect(kinds).toEqual(['requesting', 'connecting', 'checking', 'finishing', 'done']);
    expect(last).toEqual({ kind: 'done', hash: null });
    expect(d.claim).not.toHaveBeenCalled();
  });

  it('an expired voucher is not sent', async () => {
    const d = deps({ chainTime: vi.fn(async () => 2001n) });
    expect((await run(d)).last).toEqual({ kind: 'expired' });
    expect(d.claim).not.toHaveBeenCalled();
  });

  it('checks the account and the network with the shared wallet flow before sending', async () => {
    const other = deps({ connect: vi.fn(async () => ({ address: OTHER, chainId: 31337 })) });
    expect((await run(other)).last).toEqual({ kind: 'failed', reason: 'wrongAccount' });
    const elsewhere = deps({ connect: vi.fn(async () => ({ address: WALLET, chainId: 56 })) });
    expect((await run(elsewhere)).last).toEqual({ kind: 'wrongChain', chainId: 56, targetChainId: 31337 });
    const switched = deps({ connect: vi.fn(async () => ({ address: WALLET, chainId: 56 })) });
    expect((await run(switched, { switchChain: true })).last.kind).toBe('done');
    expect(switched.switchChain).toHaveBeenCalledWith(31337);
    for (const d of [other, elsewhere]) expect(d.claim).not.toHaveBeenCalled();
  });

  it('stops waiting when the signal aborts, the claim still under way', async () => {
    const controller = new AbortController();
    const d = deps({
      sleep: vi.fn(async () => controller.abort()),
    });
    const { last } = await run(d, { signal: controller.signal });
    expect(last.kind).toBe('confirming');
    expect(isClaimWaiting(last)).toBe(true);
    expect(isClaimBusy(last)).toBe(true);
    expect(isClaimBusy({ kind: 'refused', message: '' })).toBe(false);
  });
});

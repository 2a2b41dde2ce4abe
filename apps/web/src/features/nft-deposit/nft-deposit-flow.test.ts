import type { Address, Hash } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { fakeHead, fakeWallet } from '../../test/fake-wallet.ts';
import { type NftDepositDeps, type NftDepositStep, runNftDeposit } from './nft-deposit-flow.ts';

const WALLET = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;
const VAULT = '0x0165878A594ca255338adfa4d48449f69242Eb8F' as Address;
const DRAGONS = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const TX = `0x${'d4'.repeat(32)}` as Hash;

/** A chain whose head moves one block per read from the transfer's block 10; the asset is in the game on the 2nd look. */
function deps(overrides: Partial<NftDepositDeps> = {}): NftDepositDeps {
  let looks = 0;
  return {
    ...fakeHead(),
    ...fakeWallet({ address: WALLET, approveTx: TX }),
    terms: vi.fn(async () => ({
      chainId: 31337,
      vault: VAULT,
      collection: DRAGONS,
      account: 5n,
      serverId: 1n,
      address: WALLET.toLowerCase(),
      required: 3,
    })),
    ownerOf: vi.fn(async () => WALLET),
    transfer: vi.fn(async () => TX),
    reportTx: vi.fn(async () => ({})),
    assetLocation: vi.fn(async () => {
      looks += 1;
      return looks >= 2 ? 2 : 1;
    }),
    ...overrides,
  };
}

async function run(d: NftDepositDeps) {
  const steps: NftDepositStep[] = [];
  const last = await runNftDeposit(d, { assetId: 7, kind: 4, tokenId: 900n }, (s) => steps.push(s));
  return { last, kinds: steps.map((s) => s.kind) };
}

describe('runNftDeposit', () => {
  it('transfers once, hands the mined transfer to the server, counts confirmations and is done once in the game', async () => {
    const d = deps();
    const { last, kinds } = await run(d);
    expect(kinds).toEqual([
      'connecting',
      'checking',
      'sending',
      'mining',
      'confirming',
      'confirming',
      'finishing',
      'done',
    ]);
    expect(last).toEqual({ kind: 'done', hash: TX });
    expect(d.transfer).toHaveBeenCalledTimes(1);
    expect(d.transfer).toHaveBeenCalledWith(
      expect.objectContaining({ collection: DRAGONS, vault: VAULT }),
      900n,
    );
    expect(d.reportTx).toHaveBeenCalledWith(7, TX);
    expect(d.approve).not.toHaveBeenCalled();
  });

  it('sends nothing when the wallet does not hold the token', async () => {
    const d = deps({ ownerOf: vi.fn(async () => OTHER) });
    expect((await run(d)).last).toEqual({ kind: 'notHeld' });
    expect(d.transfer).not.toHaveBeenCalled();
  });

  it('a reverted transfer fails and is not handed over; a refused report does not stop the wait', async () => {
    const reverted = deps({
      waitForReceipt: vi.fn(async () => ({ status: 'reverted' as const, blockNumber: 10n })),
    });
    expect((await run(reverted)).last).toMatchObject({ kind: 'failed', reason: 'reverted', hash: TX });
    expect(reverted.reportTx).not.toHaveBeenCalled();
    const refused = deps({ reportTx: vi.fn(async () => Promise.reject(new Error('409'))) });
    expect((await run(refused)).last.kind).toBe('done');
  });

  it('a wallet on another account than the signed-in one sends nothing', async () => {
    const d = deps({ connect: vi.fn(async () => ({ address: OTHER, chainId: 31337 })) });
    expect((await run(d)).last).toEqual({ kind: 'failed', reason: 'wrongAccount' });
    expect(d.transfer).not.toHaveBeenCalled();
  });
});

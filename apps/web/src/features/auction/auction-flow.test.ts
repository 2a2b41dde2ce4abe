import { type Address, BaseError, type Hash } from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { auctionRefusal } from './auction-errors.ts';
import { type AuctionDeps, type AuctionPlan, type AuctionStep, runAuctionTx } from './auction-flow.ts';

const ME = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as Address;
const NFT111 = '0x0165878A594ca255338adfa4d48449f69242Eb8F' as Address;
const CARDS = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const TX = `0x${'b2'.repeat(32)}` as Hash;
const APPROVE = `0x${'a1'.repeat(32)}` as Hash;

/** A contract revert as viem wraps it: the decoded error down the causes. */
const revert = (errorName: string) =>
  new BaseError('Execution reverted', {
    cause: Object.assign(new Error('reverted'), {
      name: 'ContractFunctionRevertedError',
      data: { errorName },
    }),
  });

function deps(overrides: Partial<AuctionDeps> = {}): AuctionDeps {
  return {
    connect: vi.fn(async () => ({ address: ME, chainId: 31337 })),
    switchChain: vi.fn(async () => {}),
    balanceOf: vi.fn(async () => 10n ** 20n),
    allowance: vi.fn(async () => 0n),
    approve: vi.fn(async () => APPROVE),
    waitForReceipt: vi.fn(async () => ({ status: 'success' as const, blockNumber: 10n })),
    chain: vi.fn(async () => ({ chainId: 31337, required: 2, nft111: NFT111 })),
    simulate: vi.fn(async () => {}),
    write: vi.fn(async () => TX),
    nftApproved: vi.fn(async () => true),
    approveNft: vi.fn(async () => APPROVE),
    blockNumber: vi.fn(async () => 11n),
    sleep: vi.fn(async () => {}),
    ...overrides,
  };
}

function plan(overrides: Partial<AuctionPlan> = {}): AuctionPlan {
  return {
    account: ME,
    coin: null,
    amount: 5n,
    call: (chain) => ({ address: chain.nft111, abi: [], functionName: 'bid', args: [1n, 4n], value: 5n }),
    report: vi.fn(async () => undefined),
    isDone: vi.fn(async () => true),
    ...overrides,
  };
}

async function run(d: AuctionDeps, p: AuctionPlan) {
  const steps: AuctionStep[] = [];
  const last = await runAuctionTx(d, p, (s) => steps.push(s));
  return { last, kinds: steps.map((s) => s.kind) };
}

describe('runAuctionTx', () => {
  it('sends once, reports the mined transaction, counts confirmations, then waits for the server', async () => {
    const d = deps();
    const p = plan();
    const { last, kinds } = await run(d, p);
    expect(kinds).toEqual([
      'connecting',
      'checking',
      'sending',
      'mining',
      'reporting',
      'confirming',
      'finishing',
      'done',
    ]);
    expect(d.write).toHaveBeenCalledTimes(1);
    expect(p.report).toHaveBeenCalledWith(TX);
    expect(last).toEqual({ kind: 'done', hash: TX });
  });

  it('a revert found by the simulation stops before the wallet is asked, with its reason', async () => {
    for (const [error, reason] of [
      ['Nft111PriceChanged', 'lostRace'],
      ['Nft111PriceTooLow', 'belowMinimum'],
      ['Nft111AuctionLocked', 'locked'],
      ['Nft111NotHolder', 'notHolder'],
    ] as const) {
      const d = deps({ simulate: vi.fn().mockRejectedValue(revert(error)) });
      expect((await run(d, plan())).last).toEqual({ kind: 'refused', reason });
      expect(d.write).not.toHaveBeenCalled();
    }
  });

  it('a listing approves the contract for the NFT first, then escrows it', async () => {
    const d = deps({ nftApproved: vi.fn(async () => false) });
    const { kinds } = await run(d, plan({ amount: 0n, nft: { collection: CARDS, tokenId: 7n } }));
    expect(kinds.slice(0, 5)).toEqual([
      'connecting',
      'checking',
      'approvingNft',
      'approveNftConfirming',
      'sending',
    ]);
    expect(d.approveNft).toHaveBeenCalledWith(CARDS, 7n, NFT111);
  });

  it('an ERC-20 bid is simulated before its allowance without stopping on it, approved, then sent', async () => {
    const d = deps({
      simulate: vi
        .fn()
        .mockRejectedValue(new BaseError('x', { cause: { signature: '0xfb8f41b2' } as never })),
    });
    const { kinds } = await run(d, plan({ coin: CARDS }));
    expect(kinds).toContain('approving');
    expect(d.write).toHaveBeenCalledTimes(1);
  });

  it('a refusal in the wallet is "rejected" and nothing is reported', async () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const p = plan();
    const { last } = await run(deps({ write: vi.fn().mockRejectedValue(rejected) }), p);
    expect(last).toEqual({ kind: 'failed', reason: 'rejected' });
    expect(p.report).not.toHaveBeenCalled();
  });
});

describe('auctionRefusal', () => {
  it('names insufficient funds and unknown errors without the raw text', () => {
    expect(auctionRefusal(Object.assign(new Error('x'), { name: 'InsufficientFundsError' }))).toBe(
      'insufficient',
    );
    expect(auctionRefusal(new Error('execution reverted: 0xdeadbeef'))).toBe('failed');
  });
});

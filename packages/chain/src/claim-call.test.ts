import type { ClaimVoucher } from '@yuanlong/shared/claim';
import { describe, expect, it } from 'vitest';
import { claimCall, voucherValidUntil } from './claim-call.ts';

const VAULT = '0x0165878A594ca255338adfa4d48449f69242Eb8F';
const CARDS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TO = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const SIG = `0x${'ab'.repeat(65)}`;

const voucher = (over: Partial<ClaimVoucher> = {}): ClaimVoucher => ({
  asset_id: 7,
  kind: 'mint_card',
  vault: VAULT,
  collection: null,
  token_id: '1000042',
  asset_type: 2,
  to: TO,
  account: '5',
  nonce: '123456789012345678901234567890',
  deadline: '1767225600',
  signature: SIG,
  ...over,
});

describe('claimCall', () => {
  it('turns a mint_card voucher into mintCard(tokenId, assetType, to, account, nonce, deadline, signature)', () => {
    expect(claimCall(voucher())).toEqual({
      address: VAULT,
      functionName: 'mintCard',
      args: [1000042n, 2, TO, 5n, 123456789012345678901234567890n, 1767225600n, SIG],
    });
  });

  it('turns a claim_nft voucher into claimNft(collection, tokenId, to, account, nonce, deadline, signature)', () => {
    const call = claimCall(
      voucher({ kind: 'claim_nft', collection: CARDS, asset_type: null, token_id: '900000501' }),
    );
    expect(call).toEqual({
      address: VAULT,
      functionName: 'claimNft',
      args: [CARDS, 900000501n, TO, 5n, 123456789012345678901234567890n, 1767225600n, SIG],
    });
  });

  it('keeps asset type 0 (hero) and refuses a voucher that lacks its kind’s field', () => {
    expect(claimCall(voucher({ asset_type: 0 })).args[1]).toBe(0);
    expect(() => claimCall(voucher({ asset_type: null }))).toThrow(/asset type/);
    expect(() => claimCall(voucher({ kind: 'claim_nft', collection: null }))).toThrow(/collection/);
  });
});

describe('voucherValidUntil', () => {
  it('reads the deadline as unix seconds', () => {
    expect(voucherValidUntil({ deadline: '1767225600' }).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

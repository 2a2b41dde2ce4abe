import type { ClaimVoucher } from '@yuanlong/shared/claim';
import type { Address, Hex } from 'viem';

type Tail = readonly [to: Address, account: bigint, nonce: bigint, deadline: bigint, signature: Hex];

/** The GameVault call a voucher stands for (the web's wallet sends it; the server's tests encode it), with its arguments in the contract's order. */
export type ClaimCall =
  | {
      address: Address;
      functionName: 'claimNft';
      args: readonly [collection: Address, tokenId: bigint, ...Tail];
    }
  | {
      address: Address;
      functionName: 'mintCard';
      args: readonly [tokenId: bigint, assetType: number, ...Tail];
    };

/**
 * The vault call of a voucher: claimNft(collection, tokenId, to, account, nonce, deadline, signature)
 * for an NFT the vault holds, mintCard(tokenId, assetType, to, account, nonce, deadline, signature)
 * for a game-born card. Throws on a voucher that lacks its kind's field (the server's bug).
 */
export function claimCall(voucher: ClaimVoucher): ClaimCall {
  const tail: Tail = [
    voucher.to as Address,
    BigInt(voucher.account),
    BigInt(voucher.nonce),
    BigInt(voucher.deadline),
    voucher.signature as Hex,
  ];
  const address = voucher.vault as Address;
  const tokenId = BigInt(voucher.token_id);
  if (voucher.kind === 'claim_nft') {
    if (!voucher.collection) throw new Error('A claim_nft voucher without its collection');
    return { address, functionName: 'claimNft', args: [voucher.collection as Address, tokenId, ...tail] };
  }
  if (voucher.asset_type === null) throw new Error('A mint_card voucher without its asset type');
  return { address, functionName: 'mintCard', args: [tokenId, voucher.asset_type, ...tail] };
}

/** When the voucher stops being valid, as a Date (its deadline is unix seconds of chain time). */
export function voucherValidUntil(voucher: Pick<ClaimVoucher, 'deadline'>): Date {
  return new Date(Number(BigInt(voucher.deadline)) * 1000);
}

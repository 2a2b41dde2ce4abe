import { gameVaultAbi } from '@yuanlong/chain/abis';
import type { ClaimVoucher } from '@yuanlong/shared/claim';
import { type Address, encodeFunctionData, type Hex } from 'viem';

/** The vault call that submits a voucher, as the player's wallet sends it. */
export function submitData(v: ClaimVoucher): Hex {
  return v.kind === 'claim_nft'
    ? encodeFunctionData({
        abi: gameVaultAbi,
        functionName: 'claimNft',
        args: [
          v.collection as Address,
          BigInt(v.token_id),
          v.to as Address,
          BigInt(v.account),
          BigInt(v.nonce),
          BigInt(v.deadline),
          v.signature as Hex,
        ],
      })
    : encodeFunctionData({
        abi: gameVaultAbi,
        functionName: 'mintCard',
        args: [
          BigInt(v.token_id),
          v.asset_type!,
          v.to as Address,
          BigInt(v.account),
          BigInt(v.nonce),
          BigInt(v.deadline),
          v.signature as Hex,
        ],
      });
}

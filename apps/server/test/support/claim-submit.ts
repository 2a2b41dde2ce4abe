import { gameVaultAbi } from '@yuanlong/chain/abis';
import { claimCall } from '@yuanlong/chain/claim-call';
import type { ClaimVoucher } from '@yuanlong/shared/claim';
import { encodeFunctionData, type Hex } from 'viem';

/** The vault call that submits a voucher, as the player's wallet sends it (claimCall, as the web does). */
export function submitData(v: ClaimVoucher): Hex {
  const { functionName, args } = claimCall(v);
  return encodeFunctionData({ abi: gameVaultAbi, functionName, args });
}

import { type Address, encodeAbiParameters, type Hex } from 'viem';

/**
 * The arguments of the ERC-721 safeTransferFrom(from, vault, tokenId, data) that deposits an NFT to the GameVault: the
 * vault reads the game account and server the deposit is for from the data, abi.encode(uint256 account, uint256 serverId).
 * The web's wallet sends it; the server's and this package's tests send it the same way.
 */
export function nftDepositArgs(
  from: Address,
  vault: Address,
  tokenId: bigint,
  account: bigint,
  serverId: bigint,
): readonly [Address, Address, bigint, Hex] {
  const data = encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [account, serverId]);
  return [from, vault, tokenId, data];
}

import { gameVaultAbi } from '@yuanlong/chain/abis';
import type { ChainRuntime } from './runtime.ts';

/**
 * Compares SIGNER_PRIVATE_KEY's address with the GameVault's voucher signer. Undefined when they
 * match or there is nothing to compare (no signer or chain configured); otherwise both addresses:
 * every voucher signed with this key would be refused on chain.
 */
export async function vaultSignerMismatch(
  chain: ChainRuntime,
): Promise<{ configured: string; vault: string } | undefined> {
  const { client, contracts, signer } = chain;
  if (!client || !contracts || !signer) return undefined;
  const vault = await client.readContract({
    address: contracts.contracts.gameVault,
    abi: gameVaultAbi,
    functionName: 'signer',
  });
  return vault.toLowerCase() === signer.address.toLowerCase()
    ? undefined
    : { configured: signer.address, vault };
}

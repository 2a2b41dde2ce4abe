import { z } from 'zod';
import { baseUnits } from './user.ts';

/*
 * Moving a game asset to the wallet (spec sections 4 and 7: POST /api/card/claim; design
 * "Moving assets"): the server checks the rules, locks the asset (card status 3, chain
 * confirming) and fixes an EIP-712 voucher signed by the GameVault's signer; the user's wallet
 * submits it to the vault; the chain watcher finishes the move when the event is confirmed.
 * - `claim_nft`: the asset's NFT is held by the vault (deposited earlier) → `claimNft(collection,
 *   tokenId, to, account, nonce, deadline, signature)`, event NftClaimed;
 * - `mint_card`: a game-born card that is no NFT yet (its token does not exist on chain) →
 *   `mintCard(tokenId, assetType, to, account, nonce, deadline, signature)`, event CardMinted.
 * Dragons are never minted by the vault: a dragon that is not in the vault cannot be claimed.
 */

export const CLAIM_KINDS = ['claim_nft', 'mint_card'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** POST /api/card/claim: the game asset (id) to move to the account's own wallet. */
export const claimBody = z.object({ id: z.coerce.number().int().positive() });
export type ClaimBody = z.infer<typeof claimBody>;

/**
 * The voucher to submit, as the vault's functions take it (integers as decimal strings). Asking
 * again for the same asset while its claim is open answers the same voucher (same nonce).
 */
export const claimVoucherSchema = z.object({
  asset_id: z.number().int(),
  kind: z.enum(CLAIM_KINDS),
  /** The GameVault to call. */
  vault: evmAddress,
  /** claim_nft: the NFT collection (dragon or card contract); null for mint_card. */
  collection: evmAddress.nullable(),
  token_id: baseUnits,
  /** mint_card: the card's asset type (0 hero, 1 equipment, 2 pet, 3 spirit stone); null for claim_nft. */
  asset_type: z.number().int().min(0).max(3).nullable(),
  /** The account's own wallet address: the only place a claim goes. */
  to: evmAddress,
  /** The user id. */
  account: baseUnits,
  nonce: baseUnits,
  /** Unix seconds (chain time) after which the voucher is refused; the asset is then unlocked. */
  deadline: baseUnits,
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/),
});
export type ClaimVoucher = z.infer<typeof claimVoucherSchema>;

import type { Address, Hex, LocalAccount } from 'viem';

/** The EIP-712 domain GameVault checks vouchers against (name, version, chain, vault address). */
export interface GameVaultDomain {
  chainId: number;
  verifyingContract: Address;
}

/** EIP-712 types of the vault's vouchers; field order matches the contract's type hashes. */
export const voucherTypes = {
  ClaimNft: [
    { name: 'collection', type: 'address' },
    { name: 'tokenId', type: 'uint256' },
    { name: 'to', type: 'address' },
    { name: 'account', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
  MintCard: [
    { name: 'tokenId', type: 'uint256' },
    { name: 'assetType', type: 'uint8' },
    { name: 'to', type: 'address' },
    { name: 'account', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
  Payout: [
    { name: 'coin', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'to', type: 'address' },
    { name: 'account', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** Releases an NFT held by the vault to `to`. `nonce` is single-use across all vouchers. */
export interface ClaimNftVoucher {
  collection: Address;
  tokenId: bigint;
  to: Address;
  account: bigint;
  nonce: bigint;
  deadline: bigint;
}

/** Mints a game-born card to `to`. */
export interface MintCardVoucher {
  tokenId: bigint;
  assetType: number;
  to: Address;
  account: bigint;
  nonce: bigint;
  deadline: bigint;
}

/** Pays `amount` of `coin` (the zero address for BNB) from the vault to `to`. */
export interface PayoutVoucher {
  coin: Address;
  amount: bigint;
  to: Address;
  account: bigint;
  nonce: bigint;
  deadline: bigint;
}

/** The GameVault's payout(coin, amount, to, account, nonce, deadline, signature) arguments of a signed voucher. */
export function payoutArgs(voucher: PayoutVoucher, signature: Hex) {
  const { coin, amount, to, account, nonce, deadline } = voucher;
  return [coin, amount, to, account, nonce, deadline, signature] as const;
}

function domainOf({ chainId, verifyingContract }: GameVaultDomain) {
  return { name: 'GameVault', version: '1', chainId, verifyingContract } as const;
}

/** Signs a claim voucher with the vault's signer key. */
export function signClaimNft(
  signer: LocalAccount,
  domain: GameVaultDomain,
  voucher: ClaimNftVoucher,
): Promise<Hex> {
  return signer.signTypedData({
    domain: domainOf(domain),
    types: { ClaimNft: voucherTypes.ClaimNft },
    primaryType: 'ClaimNft',
    message: voucher,
  });
}

/** Signs a card-mint voucher with the vault's signer key. */
export function signMintCard(
  signer: LocalAccount,
  domain: GameVaultDomain,
  voucher: MintCardVoucher,
): Promise<Hex> {
  return signer.signTypedData({
    domain: domainOf(domain),
    types: { MintCard: voucherTypes.MintCard },
    primaryType: 'MintCard',
    message: voucher,
  });
}

/** Signs a coin-payout voucher with the vault's signer key. */
export function signPayout(
  signer: LocalAccount,
  domain: GameVaultDomain,
  voucher: PayoutVoucher,
): Promise<Hex> {
  return signer.signTypedData({
    domain: domainOf(domain),
    types: { Payout: voucherTypes.Payout },
    primaryType: 'Payout',
    message: voucher,
  });
}

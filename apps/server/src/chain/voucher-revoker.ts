import { gameVaultAbi } from '@yuanlong/chain/abis';
import {
  type Block,
  createWalletClient,
  custom,
  type Hex,
  type LocalAccount,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
} from 'viem';
import { chainDefinition } from './client.ts';
import type { ChainContracts } from './contracts.ts';

/** How far back (blocks) a used nonce's payout, claim or revocation is looked for. */
export const LOOKBACK_BLOCKS = 10_000n;

/** Where a voucher's revocation stands on chain. */
export type Revocation = 'confirmed' | 'pending' | 'none';

/**
 * Revokes expired, unused GameVault vouchers with the signer key (payouts, claims, card mints:
 * one nonce space) and tells when a revocation has the confirmations to act on. A revocation
 * this process sent is not sent again while it may still be mined.
 */
export class VoucherRevoker {
  private readonly wallet;
  /** Revocations sent and not seen mined yet, by nonce, with when they were sent. */
  private readonly pending = new Map<bigint, { hash: Hex; at: number }>();

  constructor(
    private readonly options: {
      chainId: number;
      client: PublicClient;
      contracts: ChainContracts;
      signer: LocalAccount;
      confirmations: number;
      /** A revocation no node knows of is sent again after this long (default 60 s). */
      resendAfterMs?: number;
    },
  ) {
    const transport = custom({ request: (args) => options.client.request(args as never) });
    this.wallet = createWalletClient({
      account: options.signer,
      chain: chainDefinition(options.chainId, []),
      transport,
    });
  }

  /** The first block worth searching for events of a nonce used recently. */
  fromBlock(head: Block): bigint {
    const deployed = BigInt(this.options.contracts.deployedAtBlock);
    return head.number! > deployed + LOOKBACK_BLOCKS ? head.number! - LOOKBACK_BLOCKS : deployed;
  }

  /** Whether `nonce` was used or revoked on chain (as of the latest block). */
  isNonceUsed(nonce: bigint): Promise<boolean> {
    return this.options.client.readContract({
      address: this.options.contracts.contracts.gameVault,
      abi: gameVaultAbi,
      functionName: 'isNonceUsed',
      args: [nonce],
    });
  }

  /** Whether a used nonce was revoked, and if so whether the revocation has its confirmations. */
  async revocation(nonce: bigint, head: Block): Promise<Revocation> {
    const revoked = await this.options.client.getContractEvents({
      address: this.options.contracts.contracts.gameVault,
      abi: gameVaultAbi,
      eventName: 'VoucherRevoked',
      args: { nonce },
      fromBlock: this.fromBlock(head),
      toBlock: head.number!,
    });
    const last = revoked.at(-1);
    if (!last) return 'none';
    this.pending.delete(nonce);
    return Number(head.number! - last.blockNumber) + 1 < this.options.confirmations ? 'pending' : 'confirmed';
  }

  /** Revokes an unused nonce unless a revocation this process sent may still be mined. */
  async revoke(nonce: bigint): Promise<Hex | undefined> {
    const sent = this.pending.get(nonce);
    if (sent && (await this.inFlight(sent))) return undefined;
    const hash = await this.wallet.writeContract({
      address: this.options.contracts.contracts.gameVault,
      abi: gameVaultAbi,
      functionName: 'revokeVoucher',
      args: [nonce],
    });
    this.pending.set(nonce, { hash, at: Date.now() });
    return hash;
  }

  private async inFlight(sent: { hash: Hex; at: number }): Promise<boolean> {
    const { client } = this.options;
    try {
      return (await client.getTransactionReceipt({ hash: sent.hash })).status === 'success';
    } catch (error) {
      if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    }
    if (Date.now() - sent.at < (this.options.resendAfterMs ?? 60_000)) return true;
    try {
      await client.getTransaction({ hash: sent.hash });
      return true;
    } catch (error) {
      if (error instanceof TransactionNotFoundError) return false;
      throw error;
    }
  }
}

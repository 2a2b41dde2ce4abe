import { gameVaultAbi } from '@yuanlong/chain/abis';
import { claimCall } from '@yuanlong/chain/claim-call';
import type { Config } from 'wagmi';
import { getBlock, getBlockNumber, readContract, writeContract } from 'wagmi/actions';
import { getAssetLocation } from '../../lib/asset-location.ts';
import { sleep } from '../../lib/chain-tx/sleep.ts';
import { wagmiWalletDeps } from '../../lib/chain-tx/wagmi-wallet.ts';
import { getChainSettings, isKnownChain } from '../../lib/wagmi.ts';
import { reportClaim } from './api/report-claim.ts';
import { requestClaim } from './api/request-claim.ts';
import type { ClaimDeps } from './claim-flow.ts';

/**
 * The claim's wallet, chain and API steps through wagmi and the API client. Reads, receipts and
 * the head go to the target chain's RPC; the vault call goes through the connected wallet.
 */
export function wagmiClaimDeps(config: Config): ClaimDeps {
  // The target chain, known once the chain settings are read (every later step runs after that).
  let chainId: number | undefined;
  return {
    ...wagmiWalletDeps(config, () => chainId),
    requestVoucher: requestClaim,
    async chain() {
      const settings = await getChainSettings();
      if (!isKnownChain(settings.chain_id) || !settings.contracts) return undefined;
      chainId = settings.chain_id;
      return { chainId, required: settings.confirmations };
    },
    nonceUsed: (vault, nonce) =>
      readContract(config, {
        chainId,
        address: vault,
        abi: gameVaultAbi,
        functionName: 'isNonceUsed',
        args: [nonce],
      }),
    async chainTime() {
      return (await getBlock(config, { chainId })).timestamp;
    },
    claim(voucher) {
      const call = claimCall(voucher);
      const vault = { chainId, address: call.address, abi: gameVaultAbi } as const;
      return call.functionName === 'claimNft'
        ? writeContract(config, { ...vault, functionName: 'claimNft', args: call.args })
        : writeContract(config, { ...vault, functionName: 'mintCard', args: call.args });
    },
    blockNumber: () => getBlockNumber(config, { chainId, cacheTime: 0 }),
    reportTx: reportClaim,
    assetLocation: getAssetLocation,
    sleep,
  };
}

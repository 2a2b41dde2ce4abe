import { envelopeOf } from '@yuanlong/shared/envelope';
import { type ChainSettings, signInChainSettingsSchema } from '@yuanlong/shared/website';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coinDecimals } from '../../chain/coin-decimals.ts';
import type { ChainRuntime } from '../../chain/runtime.ts';
import { ok } from '../../http/envelope.ts';

/** How long the settings wait for the coin contracts before answering without their decimals. */
const DECIMALS_WAIT_MS = 2_000;

/**
 * The chain settings the web needs: chain id, browser RPC URL, explorer, confirmations,
 * contracts (coin decimals are added per request: {@link coinDecimalsOrNull}).
 */
export function chainSettings(chain: ChainRuntime): Omit<ChainSettings, 'coin_decimals'> {
  const c = chain.contracts;
  return {
    chain_id: chain.chainId,
    name: chain.name,
    rpc_url: chain.publicRpcUrl,
    explorer_url: chain.explorerUrl,
    confirmations: chain.confirmations,
    block_ms: chain.blockMs,
    contracts: c
      ? {
          coins: { ...c.coins },
          dragon: c.contracts.dragonNft,
          card: c.contracts.cardNft,
          activation: c.contracts.activation,
          vault: c.contracts.gameVault,
          nft111: c.contracts.nft111,
        }
      : null,
  };
}

export function chainRoutes(chain: ChainRuntime, walletconnectProjectId?: string) {
  const settings = {
    ...chainSettings(chain),
    ...(walletconnectProjectId ? { walletconnect_project_id: walletconnectProjectId } : {}),
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/website/chain',
      {
        schema: {
          tags: ['website'],
          summary:
            'The chain the product trades on: id, RPC URL for the browser, explorer, confirmations, contracts',
          response: { 200: envelopeOf(signInChainSettingsSchema) },
        },
      },
      async (request) => ok(request, { ...settings, coin_decimals: await coinDecimalsOrNull(chain) }),
    );
  };
}

/** Every coin's decimals read from the contracts (cached), or null when the chain does not answer soon. */
async function coinDecimalsOrNull(chain: ChainRuntime): Promise<Record<string, number> | null> {
  const reading = coinDecimals(chain);
  if (!reading) return null;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DECIMALS_WAIT_MS);
  });
  try {
    return await Promise.race([reading.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

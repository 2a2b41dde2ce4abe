import { envelopeOf } from '@yuanlong/shared/envelope';
import { type ChainSettings, chainSettingsSchema } from '@yuanlong/shared/website';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ChainRuntime } from '../../chain/runtime.ts';
import { ok } from '../../http/envelope.ts';

/** The chain settings the web needs: chain id, browser RPC URL, explorer, confirmations, contracts. */
export function chainSettings(chain: ChainRuntime): ChainSettings {
  const c = chain.contracts;
  return {
    chain_id: chain.chainId,
    name: chain.name,
    rpc_url: chain.publicRpcUrl,
    explorer_url: chain.explorerUrl,
    confirmations: chain.confirmations,
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

export function chainRoutes(chain: ChainRuntime) {
  const settings = chainSettings(chain);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/api/website/chain',
      {
        schema: {
          tags: ['website'],
          summary:
            'The chain the product trades on: id, RPC URL for the browser, explorer, confirmations, contracts',
          response: { 200: envelopeOf(chainSettingsSchema) },
        },
      },
      async (request) => ok(request, settings),
    );
  };
}

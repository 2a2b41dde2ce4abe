import { assetIdParams } from '@yuanlong/shared/card';
import { envelopeOf } from '@yuanlong/shared/envelope';
import {
  followAssetBody,
  savedSearchSchema,
  saveSearchBody,
  updateSearchBody,
  watchIdParams,
  watchlistSchema,
} from '@yuanlong/shared/watchlist';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServiceContext } from '../../context.ts';
import { requireUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  deleteSearch,
  followAsset,
  getWatchlist,
  saveSearch,
  unfollowAsset,
  updateSearch,
} from './service.ts';

/** The signed-in user's watchlist: followed assets and saved market searches (alerts: notify/derive.ts). */
export function watchlistRoutes(ctx: ServiceContext) {
  const { db } = ctx;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const preHandler = requireUser(db);
    const common = { tags: ['watchlist'], security: [{ bearer: [] }] };
    const answer = { response: { 200: envelopeOf(watchlistSchema) } };

    r.get(
      '/api/watchlist',
      { preHandler, schema: { ...common, ...answer, summary: 'My followed assets and saved searches' } },
      async (request) => ok(request, await getWatchlist(db, request.user!.userId)),
    );
    r.put(
      '/api/watchlist/assets/:id',
      {
        preHandler,
        schema: {
          ...common,
          ...answer,
          summary: 'Follows an asset, or changes its alert price (at most 100 followed assets)',
          params: assetIdParams,
          body: followAssetBody,
        },
      },
      async (request) => {
        const userId = request.user!.userId;
        await followAsset(db, userId, request.params.id, request.body);
        return ok(request, await getWatchlist(db, userId));
      },
    );
    r.delete(
      '/api/watchlist/assets/:id',
      {
        preHandler,
        schema: { ...common, ...answer, summary: 'Stops following an asset', params: assetIdParams },
      },
      async (request) => {
        const userId = request.user!.userId;
        await unfollowAsset(db, userId, request.params.id);
        return ok(request, await getWatchlist(db, userId));
      },
    );
    r.post(
      '/api/watchlist/searches',
      {
        preHandler,
        schema: {
          ...common,
          summary: 'Saves a market search with an optional coin and alert price (at most 20)',
          body: saveSearchBody,
          response: { 200: envelopeOf(savedSearchSchema) },
        },
      },
      async (request) => ok(request, await saveSearch(db, request.user!.userId, request.body)),
    );
    r.patch(
      '/api/watchlist/searches/:id',
      {
        preHandler,
        schema: {
          ...common,
          summary: 'Renames a saved search or sets its coin and alert price',
          params: watchIdParams,
          body: updateSearchBody,
          response: { 200: envelopeOf(savedSearchSchema) },
        },
      },
      async (request) =>
        ok(request, await updateSearch(db, request.user!.userId, request.params.id, request.body)),
    );
    r.delete(
      '/api/watchlist/searches/:id',
      {
        preHandler,
        schema: { ...common, ...answer, summary: 'Deletes a saved search', params: watchIdParams },
      },
      async (request) => {
        const userId = request.user!.userId;
        await deleteSearch(db, userId, request.params.id);
        return ok(request, await getWatchlist(db, userId));
      },
    );
  };
}

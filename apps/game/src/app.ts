import { gameAssetData, gameCommand, SIGNATURE_HEADER } from '@yuanlong/shared/game-protocol';
import { signGameMessage, verifyGameMessage } from '@yuanlong/shared/game-signature';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import { applyCommand } from './commands.ts';
import type { GameConfig } from './config.ts';
import { startNotifier } from './notifier.ts';
import { ensureRole, findItem, findRole, heldBy, type ItemRow, queueNotification } from './roles.ts';
import type { GameStore } from './store.ts';

const roleParams = z.object({
  server_id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
});

const devRoleBody = z.object({
  name: z.string().min(1).max(32).optional(),
  online: z.boolean().optional(),
  boss_level: z.number().int().min(0).max(999).optional(),
});

/** POST /dev/down: out of service for `seconds` (0: back at once). */
const devDownBody = z.object({ seconds: z.number().int().min(0).max(3_600) });
const devInventoryBody = z.discriminatedUnion('op', [
  z.object({ op: z.literal('gain'), asset: gameAssetData }),
  z.object({ op: z.literal('consume'), asset_id: z.number().int().positive() }),
  z.object({ op: z.literal('change'), asset_id: z.number().int().positive(), asset: gameAssetData }),
]);

/**
 * The reference game: the protocol's game side (`/v1/*`, docs/game-api.yaml) and its
 * development controls (`/dev/*`: put a role online, set its boss level, let it gain or
 * consume items, ask the market for a login code), which play the game's part in tests and
 * demos. Every change a control makes reaches the market only as a signed notification.
 */
export async function buildGameApp(config: GameConfig, store: GameStore) {
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 1_048_576 });
  // Signatures cover the exact bytes: every body arrives as text and is parsed here.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const notifier = startNotifier(store, {
    marketUrl: config.marketUrl,
    secret: config.secret,
    timeoutMs: config.notifyTimeoutMs,
    maxBackoffMs: config.notifyMaxBackoffMs,
    log: app.log,
  });
  app.addHook('onClose', async () => notifier.stop());

  /** The signature over the raw body (empty for a GET); answers 401 and returns false when wrong. */
  const signed = (request: FastifyRequest, reply: FastifyReply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const check = verifyGameMessage([config.secret], request.headers[SIGNATURE_HEADER] as string, raw);
    if (check.ok) return true;
    void reply.code(401).send({ error: 'signature', reason: check.reason });
    return false;
  };

  // Out of service until then (POST /dev/down): the protocol calls answer 503, as a game that is
  // down behind its load balancer; the development controls and notifications go on.
  let downUntil = 0;
  const down = (reply: FastifyReply) => Date.now() < downUntil && reply.code(503).send({ error: 'down' });

  app.get('/v1/health', async (_request, reply) => down(reply) || { status: 'ok', game: 'reference' });

  app.post('/v1/commands', async (request, reply) => {
    if (down(reply)) return reply;
    if (!signed(request, reply)) return reply;
    const json = parseJson(request.body);
    const parsed = gameCommand.safeParse(json);
    if (!parsed.success) {
      const id = typeof (json as { id?: unknown })?.id === 'string' ? (json as { id: string }).id : '';
      return reply
        .code(422)
        .send({ id, status: 'refused', reason: `invalid: ${parsed.error.issues[0]?.path.join('.')}` });
    }
    const answer = await applyCommand(store, parsed.data);
    return reply.code(answer.http).send(answer.body);
  });

  app.get('/v1/roles/:server_id/:user_id/inventory', async (request, reply) => {
    if (!signed(request, reply)) return reply;
    const role = roleParams.parse(request.params);
    return inventoryOf(store, role);
  });

  // Development controls: only when the game is started with them (npm start on the local dev
  // chain, tests); otherwise /dev/* does not exist.
  app.addHook('onRequest', async (request, reply) => {
    if (!config.devControls && request.url.startsWith('/dev/')) {
      return reply.code(404).send({ error: 'not_found' });
    }
  });
  app.get('/dev/roles/:server_id/:user_id', async (request) => {
    const role = roleParams.parse(request.params);
    const [found] = [await findRole(store.query, role)];
    return { ...(await inventoryOf(store, role)), name: found?.name ?? null };
  });

  app.post('/dev/roles/:server_id/:user_id', async (request, reply) => {
    const role = roleParams.parse(request.params);
    const body = devRoleBody.safeParse(parseJson(request.body) ?? {});
    if (!body.success) return reply.code(400).send({ error: 'invalid', issues: body.error.issues });
    const state = await store.tx(async (q) => {
      const { role: row, created } = await ensureRole(
        q,
        role,
        body.data.name ?? `R${role.user_id}s${role.server_id}`,
      );
      if (created) await queueNotification(q, role, { type: 'role.created', name: row.name });
      const { online, boss_level } = body.data;
      if (online !== undefined && (online !== row.online || created)) {
        await q('update roles set online = $3 where user_id = $1 and server_id = $2', [
          role.user_id,
          role.server_id,
          online,
        ]);
        await queueNotification(q, role, { type: 'role.online', online });
      }
      if (boss_level !== undefined && (boss_level !== row.boss_level || created)) {
        await q('update roles set boss_level = $3 where user_id = $1 and server_id = $2', [
          role.user_id,
          role.server_id,
          boss_level,
        ]);
        await queueNotification(q, role, { type: 'role.boss_level', boss_level });
      }
      return (await findRole(q, role))!;
    });
    const delivered = await notifier.flush();
    return {
      user_id: state.user_id,
      server_id: state.server_id,
      name: state.name,
      online: state.online,
      boss_level: state.boss_level,
      delivered,
    };
  });

  app.post('/dev/roles/:server_id/:user_id/inventory', async (request, reply) => {
    const role = roleParams.parse(request.params);
    const body = devInventoryBody.safeParse(parseJson(request.body));
    if (!body.success) return reply.code(400).send({ error: 'invalid', issues: body.error.issues });
    const change = body.data;
    const result = await store.tx(async (q) => {
      if (!(await findRole(q, role))) return { error: 'no_role' };
      if (change.op === 'gain') {
        const gameItemId = `g-${crypto.randomUUID()}`;
        await q('insert into items (game_item_id, user_id, server_id, data) values ($1, $2, $3, $4)', [
          gameItemId,
          role.user_id,
          role.server_id,
          JSON.stringify(change.asset),
        ]);
        await queueNotification(q, role, {
          type: 'inventory.changed',
          changes: [{ op: 'gained', game_item_id: gameItemId, asset: change.asset }],
        });
        return { game_item_id: gameItemId };
      }
      const item = await findItem(q, change.asset_id);
      if (!heldBy(item, role)) return { error: 'not_held' };
      // A locked item is the market's until it releases it: play cannot use or change it.
      if (item.locked) return { error: 'locked' };
      if (change.op === 'consume') {
        await q('delete from items where asset_id = $1', [change.asset_id]);
        await queueNotification(q, role, {
          type: 'inventory.changed',
          changes: [{ op: 'consumed', asset_id: change.asset_id }],
        });
      } else {
        await q('update items set data = $2, updated_at = now() where asset_id = $1', [
          change.asset_id,
          JSON.stringify(change.asset),
        ]);
        await queueNotification(q, role, {
          type: 'inventory.changed',
          changes: [{ op: 'changed', asset_id: change.asset_id, asset: change.asset }],
        });
      }
      return { asset_id: change.asset_id };
    });
    if ('error' in result) return reply.code(409).send(result);
    const delivered = await notifier.flush();
    if ('game_item_id' in result) {
      const [row] = await store.query<{ asset_id: string | null }>(
        'select asset_id::text from items where game_item_id = $1',
        [result.game_item_id],
      );
      return { ...result, asset_id: row?.asset_id ? Number(row.asset_id) : null, delivered };
    }
    return { ...result, delivered };
  });

  app.post('/dev/flush', async () => ({ delivered: await notifier.flush() }));

  app.post('/dev/down', async (request, reply) => {
    const body = devDownBody.safeParse(parseJson(request.body) ?? {});
    if (!body.success) return reply.code(400).send({ error: 'invalid', issues: body.error.issues });
    downUntil = body.data.seconds > 0 ? Date.now() + body.data.seconds * 1000 : 0;
    return { down_until: downUntil ? new Date(downUntil).toISOString() : null };
  });

  app.get('/dev/notifications', async (request) => {
    const { user_id, server_id } = roleParams.partial().parse(request.query);
    return {
      notifications: await store.query(
        `select id, seq::int, body, attempts, last_error, delivered_at, failed, answer from notifications
          where ($1::int is null or user_id = $1) and ($2::int is null or server_id = $2) order by n`,
        [user_id ?? null, server_id ?? null],
      ),
    };
  });

  /** The command log: every command id the game received, with its type and its stored answer. */
  app.get('/dev/commands', async () => ({
    commands: await store.query(
      'select id, type, http_status, answer, received_at from commands order by received_at, id',
    ),
  }));

  /** The game asks the market for a QR login code (the protocol's game → market call). */
  app.post('/dev/login-codes', async (request, reply) => {
    const body = z.object({ server_id: z.number().int().positive() }).safeParse(parseJson(request.body));
    if (!body.success) return reply.code(400).send({ error: 'invalid' });
    return relay(reply, await marketCall(config, 'POST', '/api/game/login-codes', JSON.stringify(body.data)));
  });
  app.get('/dev/login-codes/:code', async (request, reply) => {
    const { code } = z.object({ code: z.string().regex(/^[A-Za-z0-9]{1,20}$/) }).parse(request.params);
    return relay(reply, await marketCall(config, 'GET', `/api/game/login-codes/${code.toUpperCase()}`, ''));
  });

  return { app, notifier };
}

async function inventoryOf(store: GameStore, role: { user_id: number; server_id: number }) {
  const found = await findRole(store.query, role);
  const items = await store.query<ItemRow>(
    `select game_item_id, asset_id::text, user_id, server_id, locked, data from items
      where user_id = $1 and server_id = $2 order by asset_id nulls last, game_item_id`,
    [role.user_id, role.server_id],
  );
  return {
    role,
    known: found !== undefined,
    online: found?.online ?? false,
    boss_level: found?.boss_level ?? 0,
    assets: items
      .filter((item) => item.asset_id !== null)
      .map((item) => ({
        asset_id: Number(item.asset_id),
        locked: item.locked !== null,
        lock_reason: item.locked,
        data: item.data,
      })),
    /** Items gained in play that the market has not yet given an asset id. */
    pending_gains: items.filter((item) => item.asset_id === null).length,
  };
}

async function marketCall(config: GameConfig, method: 'GET' | 'POST', path: string, body: string) {
  try {
    const response = await fetch(`${config.marketUrl}${path}`, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        [SIGNATURE_HEADER]: signGameMessage(config.secret, body),
      },
      body: method === 'POST' ? body : undefined,
      signal: AbortSignal.timeout(config.notifyTimeoutMs),
    });
    return { status: response.status, body: parseJson(await response.text()) };
  } catch (error) {
    return { status: 502, body: { error: 'market_unreachable', reason: String(error) } };
  }
}

const relay = (reply: FastifyReply, answer: { status: number; body: unknown }) =>
  reply.code(answer.status).send(answer.body);

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string' || body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

import { ARTIFACTS, type ArtifactList, artifactBonus } from '@yuanlong/shared/artifacts';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { roleArtifacts } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { gameUnits } from '../../game/prices.ts';
import { assertHasRole, loadActingRole, payGamePrice } from '../../game/rules.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { LEDGER_REASONS } from '../ledger/ledger.ts';

/** The role's server (the Serverid header's); 404 "You have no role, create one?" without a role there. */
async function roleServer(db: Db, userId: number, serverId: number): Promise<number> {
  await assertHasRole(db, userId, serverId);
  return serverId;
}

/** Every artifact with its price, effect and whether the role activated it, and the role's bonus. */
export async function listArtifacts(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
): Promise<ArtifactList> {
  const server = await roleServer(ctx.db, userId, serverId);
  const rows = await ctx.db
    .select()
    .from(roleArtifacts)
    .where(and(eq(roleArtifacts.userId, userId), eq(roleArtifacts.serverId, server)));
  const unit = await gameUnits(ctx, 'MDS', 1n);
  const items = ARTIFACTS.map((def) => {
    const row = rows.find((r) => r.artifactId === def.id);
    return {
      id: def.id,
      price: (def.price * unit).toString(),
      effects: def.effects as Record<string, number>,
      activated: row !== undefined,
      activated_at: row?.activatedAt.toISOString() ?? null,
    };
  });
  return {
    server_id: server,
    items,
    bonus: artifactBonus(rows.map((r) => r.artifactId)) as Record<string, number>,
  };
}

/**
 * Activates an artifact for the role (POST /api/artifact/activate). Rules: a role on the
 * server, an activated account, the game offline, not activated yet by this role, enough MDS.
 * The activation row (unique per role and artifact) and the payment are one transaction, so
 * parallel requests pay once.
 */
export async function activateArtifact(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  artifactId: number,
): Promise<ArtifactList> {
  const server = serverId;
  await loadActingRole(ctx, userId, server);
  const def = ARTIFACTS.find((a) => a.id === artifactId);
  if (!def) throw new AppError('invalidInput', 'artifactUnknown', { field: 'artifact_id' });
  const cost = await gameUnits(ctx, 'MDS', def.price);
  await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(roleArtifacts)
      .values({ userId, serverId: server, artifactId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', 'artifactActive');
    const reference = `artifact:${server}:${artifactId}`;
    await payGamePrice(tx, {
      userId,
      serverId: server,
      coin: 'MDS',
      amount: cost,
      reason: LEDGER_REASONS.artifact,
      reference,
    });
  });
  return listArtifacts(ctx, userId, server);
}

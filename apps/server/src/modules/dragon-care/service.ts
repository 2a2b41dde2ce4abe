import { ASSET_KINDS, ASSET_LOCATIONS } from '@yuanlong/shared/catalogue';
import {
  DRAGON_ACTIVATION,
  DRAGON_CARE_COIN,
  DRAGON_MAX_LEVEL,
  DRAGON_MAX_REFINE,
  type DragonActivationCoin,
  type DragonCareResult,
  dragonStats,
  levelUpPrice,
  refinePrice,
} from '@yuanlong/shared/dragon-care';
import type { MessageKey } from '@yuanlong/shared/messages';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { assets } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { enqueueAssetChange } from '../../game/asset-commands.ts';
import { gameUnits } from '../../game/prices.ts';
import { loadActingRole, payGamePrice } from '../../game/rules.ts';
import { assertNotFrozen } from '../../game/sync-state.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { LEDGER_REASONS } from '../ledger/ledger.ts';
import { BLOCKED_STATUS } from '../market/rules.ts';

type Dragon = typeof assets.$inferSelect;

/** What one care step does to a dragon, given its current row: the refusal, or its cost and change. */
interface Step {
  coin: DragonActivationCoin;
  /** Whole coins. */
  price(d: Dragon): bigint;
  refuse(d: Dragon): MessageKey | null;
  change(d: Dragon): { dragonState?: number; level?: number; refineLevel?: number };
}

const activation = (coin: DragonActivationCoin): Step => ({
  coin,
  price: () => DRAGON_ACTIVATION[coin],
  refuse: (d) => (d.dragonState === 1 ? 'dragonActive' : null),
  change: () => ({ dragonState: 1 }),
});

export const CARE_STEPS = {
  /** POST /api/user/active/{id}: not activated → activated, paid in MDS. */
  activate: activation('MDS'),
  /** POST /api/user/bgg/active/{id}: the same, paid in the second game's coin (HFH). */
  activateBgg: activation('HFH'),
  level: {
    coin: DRAGON_CARE_COIN,
    price: (d) => levelUpPrice(d.level),
    refuse: (d) =>
      d.dragonState !== 1 ? 'dragonNotActive' : d.level >= DRAGON_MAX_LEVEL ? 'dragonMaxLevel' : null,
    change: (d) => ({ level: d.level + 1 }),
  },
  refine: {
    coin: DRAGON_CARE_COIN,
    price: (d) => refinePrice(d.refineLevel ?? 0),
    refuse: (d) =>
      d.dragonState !== 1
        ? 'dragonNotActive'
        : (d.refineLevel ?? 0) >= DRAGON_MAX_REFINE
          ? 'dragonMaxRefine'
          : null,
    change: (d) => ({ refineLevel: (d.refineLevel ?? 0) + 1 }),
  },
} satisfies Record<string, Step>;
export type CareStep = keyof typeof CARE_STEPS;

/** The role's own dragon, locked for the transaction; throws unless it can be cared for now. */
async function lockOwnDragon(tx: Db, userId: number, serverId: number, id: number): Promise<Dragon> {
  const [dragon] = await tx.select().from(assets).where(eq(assets.id, id)).for('update');
  if (!dragon || dragon.kind !== ASSET_KINDS.dragon.code) throw new AppError('notFound', 'notADragon');
  if (dragon.ownerId !== userId) throw new AppError('forbidden', 'notYourAsset');
  if (dragon.location !== ASSET_LOCATIONS.game.code) throw new AppError('conflict', 'nftTransferredOut');
  if (dragon.serverId !== serverId) throw new AppError('conflict', 'assetOtherServer');
  const blocked = dragon.status === null ? undefined : (BLOCKED_STATUS[dragon.status] ?? 'claimOnSale');
  if (blocked) throw new AppError('conflict', blocked);
  await assertNotFrozen(tx, id);
  return dragon;
}

/**
 * One care step of a dragon (activate, level up, refine) by the role on `serverId`. Rules, in
 * order: the acting-role rules (a role, e-mail, activated, that role offline), the user's own
 * dragon in the game on that server and idle (not on sale, locked or
 * confirming), the step's own rule, enough coins. The dragon row is locked while the coins are
 * taken and the dragon changed, so parallel requests pay and change it exactly once per step.
 */
export async function careForDragon(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  id: number,
  stepName: CareStep,
): Promise<DragonCareResult> {
  const step: Step = CARE_STEPS[stepName];
  await loadActingRole(ctx, userId, serverId);
  const unit = await gameUnits(ctx, step.coin, 1n);
  return inTransaction(ctx.db, async (tx) => {
    const dragon = await lockOwnDragon(tx, userId, serverId, id);
    const refused = step.refuse(dragon);
    if (refused) throw new AppError('conflict', refused);
    const cost = step.price(dragon) * unit;
    const change = step.change(dragon);
    const reference = `dragon:${id}:${stepName}:${change.level ?? change.refineLevel ?? 1}`;
    await payGamePrice(tx, {
      userId,
      serverId,
      coin: step.coin,
      amount: cost,
      reason: LEDGER_REASONS.dragonCare,
      reference,
    });
    const level = change.level ?? dragon.level;
    const refine = change.refineLevel ?? dragon.refineLevel ?? 0;
    const stats = dragonStats(level, refine);
    const [row] = await tx
      .update(assets)
      .set({ ...change, ...stats })
      .where(eq(assets.id, id))
      .returning();
    await enqueueAssetChange(tx, row!, { type: 'asset.update' }, ctx.clock());
    return {
      id,
      state: row!.dragonState ?? 0,
      level: row!.level,
      refine_level: row!.refineLevel ?? 0,
      team_hp: row!.teamHp ?? 0,
      team_attack: row!.teamAttack ?? 0,
      power: row!.power,
      cost: cost.toString(),
      coin: step.coin,
    };
  });
}

import { createHash, randomBytes } from 'node:crypto';
import {
  SUMMON_COIN,
  SUMMON_PRICE_WHOLE,
  SUMMON_TICKETS,
  SUMMON_TIERS,
  type SummonBody,
  type SummonHero,
  type SummonInfo,
  type SummonResult,
  summonRoll,
} from '@yuanlong/shared/summon';
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { summons } from '../../db/schema.ts';
import { createHero } from '../../game/new-assets.ts';
import { gameUnits } from '../../game/prices.ts';
import { loadActingRole, payGamePrice } from '../../game/rules.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { spendTickets, ticketsOf } from '../invite/tickets.ts';
import { availableOf, LEDGER_REASONS } from '../ledger/ledger.ts';

/** Hero i of a summon: summonRoll of SHA-256(`${seed}:${i}`), so anyone can recompute a draw. */
export function drawHero(seed: string, index: number) {
  return summonRoll(createHash('sha256').update(`${seed}:${index}`).digest());
}

const HISTORY_SIZE = 10;

type SummonRow = typeof summons.$inferSelect;
const toResult = (row: SummonRow): SummonResult => ({
  id: row.id,
  count: row.count,
  pay: row.pay as SummonResult['pay'],
  cost: row.cost.toString(),
  seed: row.seed,
  created_at: row.createdAt.toISOString(),
  heroes: row.heroes,
});

/** Odds, prices, the user's tickets, the role's MDS and its last summons (GET /api/user/summon). */
export async function summonInfo(ctx: ServiceContext, userId: number, serverId: number): Promise<SummonInfo> {
  const [tickets, balance, history, single, ten] = await Promise.all([
    ticketsOf(ctx.db, userId),
    availableOf(ctx.db, userId, serverId, SUMMON_COIN),
    ctx.db
      .select()
      .from(summons)
      .where(and(eq(summons.userId, userId), eq(summons.serverId, serverId)))
      .orderBy(desc(summons.id))
      .limit(HISTORY_SIZE),
    gameUnits(ctx, SUMMON_COIN, SUMMON_PRICE_WHOLE[1]),
    gameUnits(ctx, SUMMON_COIN, SUMMON_PRICE_WHOLE[10]),
  ]);
  return {
    tiers: SUMMON_TIERS.map((t) => ({ tier: t.tier, grades: [...t.grades], bps: t.bps })),
    coin: SUMMON_COIN,
    prices: { 1: single.toString(), 10: ten.toString() },
    tickets_per: SUMMON_TICKETS,
    tickets,
    balance: balance.toString(),
    history: history.map(toResult),
  };
}

/**
 * Summons 1 or 10 heroes (POST /api/user/summon) for the role on `serverId`. Rules: a role
 * there, a bound e-mail, an activated account, that role offline, enough tickets (the account's)
 * or MDS (the role's). In one transaction: the summon row with its fresh secret seed,
 * the payment (a conditional debit: parallel summons never spend more than there is), the hero
 * cards in the user's game, the drawn heroes stored with the seed. Only then is the result
 * shown; a failure anywhere leaves nothing spent and no hero created.
 */
export async function summonHeroes(
  ctx: ServiceContext,
  userId: number,
  serverId: number,
  body: SummonBody,
): Promise<SummonResult> {
  await loadActingRole(ctx, userId, serverId);
  const cost =
    body.pay === 'coin'
      ? await gameUnits(ctx, SUMMON_COIN, SUMMON_PRICE_WHOLE[body.count])
      : BigInt(SUMMON_TICKETS[body.count]);
  const seed = randomBytes(32).toString('hex');
  const row = await inTransaction(ctx.db, async (tx) => {
    const [summon] = await tx
      .insert(summons)
      .values({ userId, serverId, count: body.count, pay: body.pay, cost, seed, heroes: [] })
      .returning({ id: summons.id });
    const reference = `summon:${summon!.id}`;
    await pay(tx, userId, serverId, body, cost, reference);
    const heroes: SummonHero[] = [];
    for (let i = 0; i < body.count; i += 1) {
      const roll = drawHero(seed, i);
      const asset = await createHero(tx, userId, serverId, roll);
      heroes.push({
        asset_id: asset.id,
        name: asset.name,
        grade: roll.grade,
        tier: roll.tier,
        camp: roll.camp,
        profession: roll.profession,
        element: roll.element,
        star: roll.star,
        roll: roll.roll,
      });
    }
    const [stored] = await tx.update(summons).set({ heroes }).where(eq(summons.id, summon!.id)).returning();
    return stored!;
  });
  return toResult(row);
}

async function pay(
  tx: Db,
  userId: number,
  serverId: number,
  body: SummonBody,
  cost: bigint,
  reference: string,
) {
  if (body.pay === 'ticket') {
    await spendTickets(tx, { userId, count: Number(cost), reference });
    return;
  }
  // Summons paid in MDS are legion "spend" (points for the spender and its inviter).
  await payGamePrice(tx, {
    userId,
    serverId,
    coin: SUMMON_COIN,
    amount: cost,
    reason: LEDGER_REASONS.summon,
    reference,
  });
}

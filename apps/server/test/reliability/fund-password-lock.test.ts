import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { AppError } from '../../src/errors.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { verifyFundPassword } from '../../src/modules/account/fund-password.ts';
import { databaseKinds, reopenableDatabase } from '../support/databases.ts';

const RIGHT = 'Fund-Password-1';

/** The message key of the AppError a call throws, or 'ok'. */
async function outcome(call: Promise<void>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
}

describe.each(databaseKinds)('fund password lock on %s', (kind) => {
  const store = reopenableDatabase(kind);
  afterAll(() => store.dispose());

  async function userWithFundPassword(database: Database) {
    const [user] = await database.db
      .insert(users)
      .values({ inviteCode: `F${Date.now()}${Math.random()}`, payPasswordHash: await hashPassword(RIGHT) })
      .returning({ id: users.id });
    return user!.id;
  }

  it('locks purchases after 10 wrong tries, and the lock survives reopening the database', async () => {
    let database = await store.open();
    const userId = await userWithFundPassword(database);
    const now = new Date();
    expect(await outcome(verifyFundPassword(database.db, userId, RIGHT, now))).toBe('ok');
    const tries: string[] = [];
    for (let i = 0; i < 10; i += 1)
      tries.push(await outcome(verifyFundPassword(database.db, userId, 'wrong', now)));
    expect(tries.slice(0, 9)).toEqual(Array(9).fill('fundPasswordWrong'));
    expect(tries[9]).toBe('fundPasswordLocked');
    expect(await outcome(verifyFundPassword(database.db, userId, RIGHT, now))).toBe('fundPasswordLocked');

    await database.close();
    database = await store.open();
    const later = new Date(now.getTime() + 14 * 60_000);
    expect(await outcome(verifyFundPassword(database.db, userId, RIGHT, later))).toBe('fundPasswordLocked');
    const error = await verifyFundPassword(database.db, userId, RIGHT, later).catch((e: AppError) => e);
    expect(error).toMatchObject({ status: 429, retryAfterS: 60 });

    const unlocked = new Date(now.getTime() + 15 * 60_000 + 1_000);
    expect(await outcome(verifyFundPassword(database.db, userId, RIGHT, unlocked))).toBe('ok');
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ payPasswordFailures: 0, payPasswordLockedUntil: null });
    await database.close();
  });

  it('gives parallel guesses no more than 10 tries', async () => {
    const database = await store.open();
    const userId = await userWithFundPassword(database);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => outcome(verifyFundPassword(database.db, userId, 'wrong'))),
    );
    // Exactly ten were evaluated: nine answered "wrong", the tenth locked, the rest found the lock.
    expect(results.filter((r) => r === 'fundPasswordWrong')).toHaveLength(9);
    expect(results.filter((r) => r === 'fundPasswordLocked')).toHaveLength(11);
    expect(await outcome(verifyFundPassword(database.db, userId, RIGHT))).toBe('fundPasswordLocked');
    await database.close();
  });

  it('resets the count after a right password, and asks to set one when there is none', async () => {
    const database = await store.open();
    const userId = await userWithFundPassword(database);
    for (let i = 0; i < 9; i += 1) await outcome(verifyFundPassword(database.db, userId, 'wrong'));
    expect(await outcome(verifyFundPassword(database.db, userId, RIGHT))).toBe('ok');
    expect(await outcome(verifyFundPassword(database.db, userId, 'wrong'))).toBe('fundPasswordWrong');
    const [bare] = await database.db
      .insert(users)
      .values({ inviteCode: `N${Date.now()}` })
      .returning({ id: users.id });
    expect(await outcome(verifyFundPassword(database.db, bare!.id, RIGHT))).toBe('fundPasswordNotSet');
    await database.close();
  });
});

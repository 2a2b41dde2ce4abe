import { createHash, randomBytes } from 'node:crypto';
import {
  CAPTCHA_PUZZLE_TTL_S,
  CAPTCHA_TOKEN_TTL_S,
  type CaptchaPuzzle,
  type CaptchaVerifyBody,
} from '@yuanlong/shared/captcha';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { captchas } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { drawPuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzle.ts';
import { POSITION_TOLERANCE, plausibleTrack } from './track.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** Draws a new puzzle and keeps its answer; the answer never leaves the server. */
export async function issueCaptcha(db: Db, now: Date): Promise<CaptchaPuzzle> {
  const puzzle = await drawPuzzle();
  const id = randomBytes(16).toString('base64url');
  await db.insert(captchas).values({
    id,
    answerX: puzzle.x,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_PUZZLE_TTL_S * 1000),
  });
  return {
    id,
    width: PUZZLE_WIDTH,
    height: PUZZLE_HEIGHT,
    piece_width: PIECE_SIZE,
    piece_height: PIECE_SIZE,
    piece_y: puzzle.y,
    background: dataUrl(puzzle.background),
    piece: dataUrl(puzzle.piece),
    expires_in: CAPTCHA_PUZZLE_TTL_S,
  };
}

/**
 * Checks a drop: one attempt per puzzle (taken atomically, whatever the outcome). A good
 * drop earns a single-use token valid for 2 minutes.
 */
export async function solveCaptcha(
  db: Db,
  input: CaptchaVerifyBody,
  now: Date,
): Promise<{ token: string; expires_in: number }> {
  const [puzzle] = await db
    .update(captchas)
    .set({ attemptedAt: now })
    .where(and(eq(captchas.id, input.id), isNull(captchas.attemptedAt), gt(captchas.expiresAt, now)))
    .returning({ answerX: captchas.answerX });
  const solved =
    puzzle !== undefined &&
    Math.abs(input.x - puzzle.answerX) <= POSITION_TOLERANCE &&
    plausibleTrack(input.track, input.x);
  if (!solved) throw new AppError('invalidInput', 'captchaFailed');

  const token = randomBytes(32).toString('base64url');
  await db
    .update(captchas)
    .set({ tokenHash: sha256(token), tokenExpiresAt: new Date(now.getTime() + CAPTCHA_TOKEN_TTL_S * 1000) })
    .where(eq(captchas.id, input.id));
  return { token, expires_in: CAPTCHA_TOKEN_TTL_S };
}

/** Uses up a captcha token (once, before it expires), or answers "complete the slider first". */
export async function consumeCaptchaToken(db: Db, token: string, now: Date): Promise<void> {
  const used = await db
    .update(captchas)
    .set({ tokenUsedAt: now })
    .where(
      and(
        eq(captchas.tokenHash, sha256(token)),
        isNull(captchas.tokenUsedAt),
        gt(captchas.tokenExpiresAt, now),
      ),
    )
    .returning({ id: captchas.id });
  if (used.length !== 1) throw new AppError('invalidInput', 'captchaRequired');
}

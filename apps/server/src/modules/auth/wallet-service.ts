import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getAddress, type Hex, verifyMessage } from 'viem';
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import type { Db } from '../../db/client.ts';
import { authNonces } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { Throttle } from '../../lib/throttle.ts';
import { findOrCreateWalletUser } from './user-accounts.ts';

const MESSAGE_TTL_MS = 10 * 60_000;

export interface SignInSettings {
  publicOrigins: string[];
  chainId: number;
}

/** Issues a sign-in message with a fresh single-use 128-bit nonce, bound to address and origin. */
export async function issueSignInMessage(
  db: Db,
  address: string,
  origin: string,
  chainId: number,
): Promise<string> {
  const nonce = randomBytes(16).toString('hex');
  const issuedAt = new Date();
  const expirationTime = new Date(issuedAt.getTime() + MESSAGE_TTL_MS);
  await db
    .insert(authNonces)
    .values({ nonce, address: address.toLowerCase(), origin, expiresAt: expirationTime });
  return createSiweMessage({
    address: getAddress(address),
    chainId,
    domain: new URL(origin).host,
    uri: origin,
    nonce,
    version: '1',
    issuedAt,
    expirationTime,
    statement: 'Sign in to Yuanlong Market.',
  });
}

/**
 * Verifies a signed sign-in message (domain, URI, chain id, expiry, signature) and consumes
 * its nonce atomically, so a replayed message never yields a second session. `beforeConsume`
 * runs on a valid signature before the nonce is spent (the second factor's check).
 */
export async function verifyWalletSignIn(
  db: Db,
  settings: SignInSettings,
  message: string,
  signature: Hex,
  beforeConsume?: (address: string) => Promise<void>,
) {
  const fields = parseSiweMessage(message);
  const origin = originOf(fields.uri);
  const valid =
    fields.address !== undefined &&
    fields.nonce !== undefined &&
    origin !== undefined &&
    settings.publicOrigins.includes(origin) &&
    fields.domain === new URL(origin).host &&
    fields.chainId === settings.chainId &&
    validateSiweMessage({ message: fields, domain: new URL(origin).host, time: new Date() }) &&
    (await verifyMessage({ address: fields.address, message, signature }).catch(() => false));
  if (!valid) throw new AppError('unauthorized', 'signInInvalid');
  // Before the nonce is spent: a refusal for a missing second factor lets the same signed message
  // be sent again with the code, instead of asking the wallet for a second signature.
  await beforeConsume?.(fields.address!);

  const now = new Date();
  const consumed = await db
    .update(authNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(authNonces.nonce, fields.nonce!),
        eq(authNonces.address, fields.address!.toLowerCase()),
        eq(authNonces.origin, origin!),
        isNull(authNonces.usedAt),
        gt(authNonces.expiresAt, now),
      ),
    )
    .returning({ nonce: authNonces.nonce });
  if (consumed.length !== 1) throw new AppError('unauthorized', 'signInInvalid');
  return fields.address!;
}

/**
 * Signs in (creating the account on first use) and returns the new session's owner. Tries
 * are limited per claimed wallet address as well as per IP (by the caller). `secondFactor`
 * checks the code of an account that has the second factor on.
 */
export async function walletSignIn(
  db: Db,
  settings: SignInSettings,
  input: { message: string; signature: Hex; inviteCode?: string },
  throttle?: Throttle,
  secondFactor?: (address: string) => Promise<void>,
) {
  const claimed = claimedAddress(input.message);
  if (throttle && claimed) await throttle('signInPerAccount', `wallet:${claimed}`);
  const address = await verifyWalletSignIn(db, settings, input.message, input.signature, secondFactor);
  return findOrCreateWalletUser(db, address, input.inviteCode);
}

function claimedAddress(message: string): string | undefined {
  try {
    return parseSiweMessage(message).address?.toLowerCase();
  } catch {
    return undefined;
  }
}

function originOf(uri: string | undefined): string | undefined {
  try {
    return uri ? new URL(uri).origin : undefined;
  } catch {
    return undefined;
  }
}

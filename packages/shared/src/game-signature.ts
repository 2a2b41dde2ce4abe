import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_S } from './game-protocol.ts';

/*
 * The game link's message signature (both directions; see game-protocol.ts). Server-side only:
 * the web app never imports this file.
 */

/** The signature header's value for a raw body at a time (unix seconds). */
export function signGameMessage(
  secret: string,
  rawBody: string,
  nowS = Math.floor(Date.now() / 1000),
): string {
  return `t=${nowS},v1=${hmac(secret, nowS, rawBody)}`;
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'mismatch' };

/**
 * Checks a signature header against the raw body (the bytes as received, before any parsing).
 * Any of `secrets` may have signed it (a secret being rotated); `v1` entries may repeat.
 */
export function verifyGameMessage(
  secrets: readonly string[],
  header: string | undefined,
  rawBody: string,
  nowS = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  const given = parts.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? ''));
  if (!Number.isInteger(t) || given.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowS - t) > SIGNATURE_TOLERANCE_S) return { ok: false, reason: 'expired' };
  for (const secret of secrets) {
    const expected = Buffer.from(hmac(secret, t, rawBody), 'hex');
    for (const [, value] of given) {
      if (timingSafeEqual(expected, Buffer.from(value!, 'hex'))) return { ok: true };
    }
  }
  return { ok: false, reason: 'mismatch' };
}

function hmac(secret: string, t: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
}

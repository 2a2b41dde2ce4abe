import { z } from 'zod';

export const addressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'address');

/** GET /api/auth/msg: the Sign-In with Ethereum message (EIP-4361) for an address. */
export const signInMessageQuery = z.object({ address: addressSchema });
export const signInMessageSchema = z.object({ message: z.string() });

/** POST /api/auth/login/wallet: the signed message; the first sign-in creates the account. */
export const walletLoginBody = z.object({
  message: z.string().min(1).max(2_000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'signature'),
  invite_code: z.string().max(32).optional(),
});
export const loginResultSchema = z.object({ token: z.string(), userid: z.number().int() });

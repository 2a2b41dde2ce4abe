import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/**
 * The market's operators: people who run it, separate from players, signed in at /admin with a
 * password and an authenticator code (TOTP, RFC 6238). Each has one role; a role includes what the
 * roles before it may do.
 */
export const OPERATOR_ROLES = ['viewer', 'support', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** True when `role` may do what `needed` may (roles are ordered: viewer < support < finance < admin). */
export function roleAllows(role: OperatorRole, needed: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(needed);
}

/** An operator's name: what they sign in with and what the audit log shows. */
export const operatorNameSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{1,31}$/, { error: 'operatorName' });

export const operatorLoginBody = lazySchema(() =>
  z.object({
    name: operatorNameSchema,
    password: z.string().min(1).max(256),
    /** The authenticator app's six digits. */
    code: z.string().regex(/^\d{6}$/, { error: 'operatorCode' }),
  }),
);
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;

export const operatorSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(OPERATOR_ROLES),
    created_at: z.string(),
    /** When the operator was disabled (they can no longer sign in), or null. */
    disabled_at: z.string().nullable(),
  }),
);
export type Operator = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = lazySchema(() =>
  z.object({ token: z.string(), expires_at: z.string(), operator: operatorSchema }),
);

export const operatorsSchema = lazySchema(() => z.object({ items: z.array(operatorSchema) }));

/** A new operator's credentials, shown once: the password and the authenticator's key (as a URI and a QR code). */
export const newOperatorSchema = lazySchema(() =>
  z.object({
    operator: operatorSchema,
    password: z.string(),
    /** otpauth://totp/… for an authenticator app. */
    otpauth_uri: z.string(),
    /** The same URI as a QR code (an SVG image). */
    otpauth_qr_svg: z.string(),
  }),
);
export type NewOperator = z.infer<typeof newOperatorSchema>;

export const addOperatorBody = lazySchema(() =>
  z.object({ name: operatorNameSchema, role: z.enum(OPERATOR_ROLES) }),
);

export const changeOperatorBody = lazySchema(() =>
  z.object({ role: z.enum(OPERATOR_ROLES).optional(), disabled: z.boolean().optional() }),
);

export const operatorIdParams = lazySchema(() => z.object({ id: z.coerce.number().int().positive() }));

/** One entry of the append-only audit log: who did what, when, to what, and the change. */
export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    at: z.string(),
    /** The operator's name; null for the command line (npm run operator:add) or a failed sign-in. */
    operator: z.string().nullable(),
    action: z.string(),
    target: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuery = lazySchema(() =>
  z.object({
    /** Entries older than this id (the next page). */
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
);

export const auditPageSchema = lazySchema(() =>
  z.object({ items: z.array(auditEntrySchema), next: z.number().int().nullable() }),
);

import { LOCALES, type Locale } from '@yuanlong/shared/locales';
import { MESSAGES } from '@yuanlong/shared/messages';
import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses (generated from the zod contract). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  path: string;
  auth: boolean;
  params: { in: 'path' | 'query' | 'header'; name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Operation['params'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation the document lists: routes added later are fuzzed without changing the test. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        auth: (op.security?.length ?? 0) > 0,
        params: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return operations;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Values that fit the schema (a starting point that a bad field stands out from). */
export function validOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(validOf));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? 0, -MAX_SAFE),
        max: Math.min(schema.maximum ?? 1_000_000, MAX_SAFE),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? validOf(schema.items) : fc.anything(), { maxLength: 3 });
    case 'object': {
      const props = schema.properties ?? {};
      return fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validOf(s)])), {
        requiredKeys: (schema.required ?? []).filter((k) => k in props),
      });
    }
    default:
      return fc.anything();
  }
}

/** Strings a hostile client sends: huge, unicode, control characters, injections, numbers as text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e308',
    '1.5',
    'NaN',
    '9'.repeat(80),
    '-9'.repeat(40),
    '0x',
    `0x${'f'.repeat(64)}`,
    '\u0000',
    '\ud800',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00%ff',
    '𝕐𝕦𝕒𝕟 龍 🐉‮',
    'null',
    'undefined',
    '__proto__',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
);

/** A value of any wrong kind: another JSON type, out of range, huge, or the right type with bad content. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, [], {}, [[]], { a: { b: { c: 1 } } }),
  fc.constantFrom(-1, 0, -MAX_SAFE, MAX_SAFE + 2, 2 ** 64, 1e308, -1e308, 0.5, -0.0),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 5 }),
);

/** A field that is sometimes right and often wrong. */
export function hostileOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ((Array.isArray(schema.type) ? schema.type[0] : schema.type) === 'object' && schema.properties) {
    const props = schema.properties;
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record(Object.fromEntries(Object.entries(props).map(([k, s]) => [k, hostileOf(s)])), {
          requiredKeys: [],
        }),
      },
      { weight: 1, arbitrary: junk },
    );
  }
  return fc.oneof({ weight: 1, arbitrary: validOf(schema) }, { weight: 2, arbitrary: junk });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `msg` is one of the product's messages in `locale` (parameters may be anything). */
export function isMessageIn(locale: Locale, msg: string): boolean {
  return templates[locale].some((t) => t.test(msg));
}

const templates = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.values(MESSAGES).map(
      (m) =>
        new RegExp(
          `^${m[locale]
            .split(/\{\{\w+\}\}/)
            .map(escapeRegExp)
            .join('[\\s\\S]*')}$`,
          'u',
        ),
    ),
  ]),
) as Record<Locale, RegExp[]>;

import fs from 'node:fs';
import path from 'node:path';
import { validate } from '@readme/openapi-parser';
import { devGameLoginSchema } from '@yuanlong/shared/game-login';
import {
  gameCommand,
  gameCommandApplied,
  gameCommandRefused,
  gameInventory,
  gameLinkError,
  gameLoginCodeRequest,
  gameNotification,
  gameNotificationAnswer,
  inventoryChange,
} from '@yuanlong/shared/game-protocol';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';

const file = path.resolve(import.meta.dirname, '../../../docs/game-api.yaml');
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
type Media = { examples?: Record<string, { value: unknown }> };
type Operation = {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { $ref?: string; content?: Record<string, Media> }>;
};
type Schema = {
  allOf?: Schema[];
  properties?: Record<string, { const?: string }>;
  oneOf?: Schema[];
  $ref?: string;
};
const load = () => parse(fs.readFileSync(file, 'utf8')) as Doc;

/** The zod schema each example of the document must parse with: [path, method, 'request' | status]. */
const CONTRACT: [string, string, string, z.ZodType][] = [
  ['/v1/commands', 'post', 'request', gameCommand],
  ['/v1/commands', 'post', '200', gameCommandApplied],
  ['/v1/commands', 'post', '409', gameCommandRefused],
  ['/v1/commands', 'post', '422', gameCommandRefused],
  ['/v1/roles/{server_id}/{user_id}/inventory', 'get', '200', gameInventory],
  ['/api/game/notifications', 'post', 'request', gameNotification],
  ['/api/game/notifications', 'post', '200', gameNotificationAnswer],
  ['/api/game/notifications', 'post', '409', gameLinkError],
  ['/api/game/notifications', 'post', '422', gameLinkError],
  ['/api/game/login-codes', 'post', 'request', gameLoginCodeRequest],
  ['/api/game/login-codes', 'post', '200', devGameLoginSchema],
  ['/api/game/login-codes', 'post', '404', gameLinkError],
  ['/api/game/login-codes/{code}', 'get', '200', devGameLoginSchema],
];

describe('docs/game-api.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = load();
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    // The validator does refuse a broken document (a reference to nothing).
    const broken = structuredClone(doc);
    broken.components.schemas.Command!.oneOf!.push({ $ref: '#/components/schemas/Nothing' });
    expect((await validate(broken as never)).valid).toBe(false);
  });

  it.each(CONTRACT)('%s %s %s: every example parses with the zod schema', (route, method, part, schema) => {
    const operation = load().paths[route]![method]!;
    const media = part === 'request' ? operation.requestBody!.content : operation.responses[part]!.content!;
    const examples = Object.entries(media['application/json']!.examples ?? {});
    expect(examples.length).toBeGreaterThan(0);
    for (const [name, example] of examples) {
      const parsed = schema.safeParse(example.value);
      expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('names the same command and notification types, with the same fields, as the zod schemas', () => {
    const schemas = load().components.schemas;
    const variants = (union: string) =>
      schemas[union]!.oneOf!.map((ref) => {
        const parts = schemas[ref.$ref!.split('/').pop()!]!.allOf!;
        const fields = new Set(parts.flatMap((part) => Object.keys(resolve(part).properties ?? {})));
        const type = parts.map((part) => part.properties?.type?.const).find(Boolean)!;
        return [type, [...fields].sort()] as const;
      });
    const resolve = (s: Schema) => (s.$ref ? schemas[s.$ref.split('/').pop()!]! : s);
    const zodVariants = (union: { options: readonly z.ZodObject[] }) =>
      union.options.map(
        (o) => [(o.shape.type as z.ZodLiteral<string>).value, Object.keys(o.shape).sort()] as const,
      );
    expect(new Map(variants('Command'))).toEqual(new Map(zodVariants(gameCommand as never)));
    expect(new Map(variants('Notification'))).toEqual(new Map(zodVariants(gameNotification as never)));
    const ops = schemas.InventoryChange!.oneOf!.map(
      (s) => [s.properties!.op!.const, Object.keys(s.properties!).sort()] as const,
    );
    expect(new Map(ops)).toEqual(
      new Map(
        (inventoryChange as unknown as { options: z.ZodObject[] }).options.map((o) => [
          (o.shape.op as z.ZodLiteral<string>).value,
          Object.keys(o.shape).sort(),
        ]),
      ),
    );
  });
});

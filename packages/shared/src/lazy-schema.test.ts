// @vitest-environment jsdom
// (lazySchema defers only in a browser: on the server it builds at once, see lazy-schema.ts)
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { $ZodType, safeParse } from 'zod/v4/core';
import { lazySchema } from './lazy-schema.ts';
import { marketListQuery, marketPageSchema } from './market.ts';

describe('lazySchema', () => {
  it('builds at once outside a browser (the OpenAPI generator needs the schema itself)', () => {
    const global = globalThis as { window?: unknown };
    const inBrowser = global.window;
    delete global.window;
    try {
      const build = vi.fn(() => z.string());
      lazySchema(build);
      expect(build).toHaveBeenCalledTimes(1);
    } finally {
      global.window = inBrowser;
    }
  });

  it('builds the schema on first use, once', () => {
    const build = vi.fn(() => z.object({ n: z.number().int() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ n: 1 })).toEqual({ success: true, data: { n: 1 } });
    expect(schema.safeParse({ n: 1.5 }).success).toBe(false);
    expect(schema.parse({ n: 2 })).toEqual({ n: 2 });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema inside other schemas, derived ones and zod checks', () => {
    const inner = lazySchema(() => z.string().regex(/^\d+$/));
    const outer = lazySchema(() => z.object({ price: inner, list: z.array(inner) }));
    const extended = lazySchema(() => outer.extend({ more: inner.optional() }));
    expect(extended.parse({ price: '12', list: ['1'], more: '3' })).toEqual({
      price: '12',
      list: ['1'],
      more: '3',
    });
    expect(extended.safeParse({ price: 'x', list: [] }).success).toBe(false);
    expect(outer instanceof $ZodType).toBe(true);
    expect(outer instanceof z.ZodObject).toBe(true);
    expect(safeParse(outer, { price: '1', list: [] }).success).toBe(true);
    expect(Object.keys(outer.shape)).toEqual(['price', 'list']);
    expect(outer.def.type).toBe('object');
  });

  it('keeps the shared schemas’ verdicts and defaults (market query and page)', () => {
    expect(marketListQuery.parse({ camp: '0', grade: '2', price_min: '100' })).toEqual({
      camp: undefined,
      grade: 2,
      price_min: '100',
      sort: 'latest',
      size: 30,
    });
    expect(marketListQuery.safeParse({ camp: '9' }).success).toBe(false);
    expect(marketPageSchema.safeParse({ items: [{}], next_cursor: null, coin: null }).success).toBe(false);
    expect(marketPageSchema.parse({ items: [], next_cursor: 'c', coin: 'MDS' })).toEqual({
      items: [],
      next_cursor: 'c',
      coin: 'MDS',
    });
  });
});

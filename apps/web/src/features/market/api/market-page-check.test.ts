import { marketPageSchema } from '@yuanlong/shared/market';
import { describe, expect, it } from 'vitest';
import { marketPageCheck } from './market-page-check.ts';

const item = {
  listing_id: 761,
  id: 3031,
  kind: 2,
  token_id: '1003031',
  name: '光羽鶴',
  grade: 1,
  camp: 5,
  profession: 3,
  element: 2,
  star: 2,
  level: 5,
  power: 2380,
  stage: 1,
  strength: 11,
  price: '34088000000000000000',
  coin: 'MDS',
  seller: '0x996…a4dc',
  listed_at: '2026-11-27T02:51:00.100Z',
  server_id: 1,
};
const page = {
  items: [item, { ...item, listing_id: 760, token_id: null, grade: null, star: null }],
  next_cursor: 'c1',
  coin: null,
};

// Each answer is judged by the check as by the shared zod schema.
const same = (data: unknown) => {
  const ours = marketPageCheck.safeParse(data);
  const zods = marketPageSchema.safeParse(data);
  expect(ours.success).toBe(zods.success);
  if (ours.success && zods.success) expect(ours.data).toEqual(zods.data);
  return ours.success;
};

describe('the market page check', () => {
  it('passes a page as zod does, unknown keys dropped', () => {
    expect(same(page)).toBe(true);
    expect(same({ ...page, extra: 1, items: [{ ...item, extra: 'x' }] })).toBe(true);
    expect(same({ items: [], next_cursor: null, coin: 'MDV' })).toBe(true);
  });

  it('rejects what zod rejects', () => {
    const broken: unknown[] = [
      null,
      [],
      { ...page, items: null },
      { ...page, next_cursor: 3 },
      { ...page, next_cursor: undefined },
      { ...page, coin: 'XYZ' },
      { ...page, items: [null] },
      { ...page, items: [{ ...item, listing_id: 1.5 }] },
      { ...page, items: [{ ...item, id: '3031' }] },
      { ...page, items: [{ ...item, grade: undefined }] },
      { ...page, items: [{ ...item, level: null }] },
      { ...page, items: [{ ...item, token_id: '0x1' }] },
      { ...page, items: [{ ...item, price: '12.5' }] },
      { ...page, items: [{ ...item, price: '' }] },
      { ...page, items: [{ ...item, coin: 'mds' }] },
      { ...page, items: [{ ...item, name: 1 }] },
      { ...page, items: [{ ...item, seller: null }] },
      { ...page, items: [{ ...item, power: Number.MAX_SAFE_INTEGER + 2 }] },
    ];
    for (const data of broken) expect(same(data)).toBe(false);
  });
});

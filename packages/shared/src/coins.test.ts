import { describe, expect, it } from 'vitest';
import { formatUnits, parseUnits } from './coins.ts';

describe('formatUnits', () => {
  it('formats base units exactly, with thousands separators', () => {
    expect(formatUnits(1_234_567_890_000_000_000_000_000n, 18)).toBe('1,234,567.89');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('cuts the fraction without rounding up', () => {
    expect(formatUnits(1_999_999n, 6, 2)).toBe('1.99');
  });

  it('handles amounts beyond 2^64', () => {
    expect(formatUnits(2n ** 128n, 18)).toBe('340,282,366,920,938,463,463.374607431768211456');
  });
});

describe('parseUnits', () => {
  it('parses what formatUnits prints (without separators)', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('7', 0)).toBe(7n);
  });

  it('rejects text that is not a plain non-negative number, or too precise', () => {
    for (const bad of ['', 'abc', '-1', '1e5', '1.2.3', '0x10']) expect(parseUnits(bad, 18)).toBeNull();
    expect(parseUnits('0.0000001', 6)).toBeNull();
  });
});

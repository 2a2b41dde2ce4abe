import { describe, expect, it } from 'vitest';
import { confirmationPercent, confirmationsOf, waitingConfirmations } from './confirmations.ts';

describe('confirmationsOf', () => {
  it('counts the block itself, as the server does, up to N', () => {
    expect(confirmationsOf(100n, 100n, 3)).toBe(1);
    expect(confirmationsOf(101n, 100n, 3)).toBe(2);
    expect(confirmationsOf(102n, 100n, 3)).toBe(3);
    expect(confirmationsOf(150n, 100n, 3)).toBe(3);
  });

  it('is 0 while the head the page knows is behind the block', () => {
    expect(confirmationsOf(99n, 100n, 15)).toBe(0);
  });
});

describe('confirmationPercent', () => {
  it('is the share of the confirmations, within 0-100', () => {
    expect(confirmationPercent(0, 3)).toBe(0);
    expect(confirmationPercent(1, 3)).toBe(33);
    expect(confirmationPercent(3, 3)).toBe(100);
    expect(confirmationPercent(5, 3)).toBe(100);
    expect(confirmationPercent(-1, 15)).toBe(0);
    expect(confirmationPercent(0, 0)).toBe(100);
  });
});

describe('waitingConfirmations', () => {
  it('is 0 until mined, n while confirming, then N while the server finishes', () => {
    expect(waitingConfirmations({ kind: 'mining' }, 3)).toBe(0);
    expect(waitingConfirmations({ kind: 'confirming', confirmations: 2 }, 3)).toBe(2);
    expect(waitingConfirmations({ kind: 'crediting' }, 3)).toBe(3);
    expect(waitingConfirmations({ kind: 'finishing' }, 3)).toBe(3);
  });
});

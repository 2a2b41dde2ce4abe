import type { Activation } from '@yuanlong/shared/activation';
import { describe, expect, it } from 'vitest';
import { activationView } from './activation-view.ts';

const TX = `0x${'c3'.repeat(32)}` as const;
const OTHER_TX = `0x${'d4'.repeat(32)}` as const;
const server = (over: Partial<Activation> = {}): Activation => ({
  state: 'not_activated',
  account: '42',
  tx_hash: null,
  confirmations: 0,
  required: 3,
  failed: false,
  contract: '0x0165878A594ca255338adfa4d48449f69242Eb8F',
  coin: { symbol: 'MDV', address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 18 },
  price: '1000000000000000000',
  ...over,
});
const idle = { kind: 'idle' } as const;

describe('activationView', () => {
  it('is loading until the server answers', () => {
    expect(activationView(undefined, idle)).toEqual({ kind: 'loading' });
  });

  it('follows the server: not activated, activating n of N, activated', () => {
    expect(activationView(server(), idle)).toEqual({ kind: 'notActivated', failedTx: null });
    expect(activationView(server({ state: 'activating', tx_hash: TX, confirmations: 2 }), idle)).toEqual({
      kind: 'activating',
      txHash: TX,
      confirmations: 2,
      required: 3,
    });
    expect(activationView(server({ state: 'activated', tx_hash: TX, confirmations: 3 }), idle)).toEqual({
      kind: 'activated',
      txHash: TX,
    });
  });

  it('caps the confirmations at N', () => {
    const view = activationView(server({ state: 'activating', tx_hash: TX, confirmations: 9 }), idle);
    expect(view).toMatchObject({ confirmations: 3, required: 3 });
  });

  it('shows a payment this page just sent as activating 0 of N until the server has it', () => {
    expect(activationView(server(), { kind: 'reporting', hash: TX })).toEqual({
      kind: 'activating',
      txHash: TX,
      confirmations: 0,
      required: 3,
    });
    // The server knows it (and names it) from then on.
    expect(
      activationView(server({ state: 'activating', tx_hash: null, confirmations: 1 }), {
        kind: 'sent',
        hash: TX,
      }),
    ).toMatchObject({ kind: 'activating', txHash: TX, confirmations: 1 });
  });

  it('a reverted payment is "not activated" with that transaction, to pay again', () => {
    const failed = server({ failed: true, tx_hash: TX });
    expect(activationView(failed, idle)).toEqual({ kind: 'notActivated', failedTx: TX });
    expect(activationView(failed, { kind: 'sent', hash: TX })).toEqual({
      kind: 'notActivated',
      failedTx: TX,
    });
    // A new payment after the failed one is what the page waits for.
    expect(activationView(failed, { kind: 'sent', hash: OTHER_TX })).toMatchObject({
      kind: 'activating',
      txHash: OTHER_TX,
    });
  });

  it('is unavailable when the server has no contract to pay', () => {
    expect(activationView(server({ contract: null }), idle)).toEqual({ kind: 'unavailable' });
    expect(activationView(server({ coin: { symbol: 'MDV', address: null, decimals: null } }), idle)).toEqual({
      kind: 'unavailable',
    });
  });
});

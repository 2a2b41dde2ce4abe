import { QueryClient } from '@tanstack/react-query';
import type { Activation } from '@yuanlong/shared/activation';
import type { Withdrawal, Withdrawals } from '@yuanlong/shared/withdraw';
import { describe, expect, it } from 'vitest';
import { withdrawalsQueryOptions } from '../features/withdraw/api/get-withdrawals.ts';
import { ACTIVATION_QUERY_KEY, activationQueryOptions } from '../lib/activation.ts';
import { applyChainWait } from './chain-waits.ts';

const TX = `0x${'cd'.repeat(32)}`;
const OTHER = `0x${'ef'.repeat(32)}`;
const RESENT = `0x${'12'.repeat(32)}`;

const activation = (state: Activation['state'], confirmations: number, tx_hash = TX) =>
  ({ state, tx_hash, confirmations, required: 3, account: '7', failed: false }) as Activation;
const withdrawals = (...items: [number, Withdrawal['state'], number, string][]): Withdrawals => ({
  items: items.map(
    ([id, state, confirmations, tx_hash]) =>
      ({ id, state, confirmations, tx_hash, required: 3 }) as Withdrawal,
  ),
  minimums: {},
  deposit_minimums: {},
  next_allowed_at: null,
  security_hold_until: null,
});

describe('a status read that answers after a live count', () => {
  it('does not take the activation count back for the same transaction', async () => {
    const client = new QueryClient();
    const read = (answer: Activation) =>
      client.fetchQuery({ ...activationQueryOptions(), queryFn: async () => answer });
    const shown = () => client.getQueryData<Activation>(ACTIVATION_QUERY_KEY)!;
    await read(activation('activating', 1));
    applyChainWait(client, { tx_hash: TX, confirmations: 3, required: 3 });
    await read(activation('activating', 2));
    expect(shown().confirmations).toBe(3);
    await read(activation('activating', 1, OTHER));
    expect(shown()).toMatchObject({ tx_hash: OTHER, confirmations: 1 });
    await read(activation('activated', 3, OTHER));
    await read(activation('not_activated', 0, OTHER));
    expect(shown()).toMatchObject({ state: 'not_activated', confirmations: 0 });
  });

  it("does not take a sent payout's count back; a new transaction or state is as read", async () => {
    const client = new QueryClient();
    const options = withdrawalsQueryOptions();
    const read = (answer: Withdrawals) => client.fetchQuery({ ...options, queryFn: async () => answer });
    const counts = () =>
      client.getQueryData<Withdrawals>(options.queryKey)!.items.map((w) => [w.state, w.confirmations]);
    await read(withdrawals([2, 'sent', 1, TX], [1, 'sent', 1, OTHER]));
    applyChainWait(client, { tx_hash: TX, confirmations: 2, required: 3 });
    await read(withdrawals([2, 'sent', 1, TX], [1, 'sent', 0, RESENT]));
    expect(counts()).toEqual([
      ['sent', 2],
      ['sent', 0],
    ]);
    await read(withdrawals([2, 'paid', 0, TX], [1, 'sent', 2, RESENT]));
    expect(counts()).toEqual([
      ['paid', 0],
      ['sent', 2],
    ]);
  });
});

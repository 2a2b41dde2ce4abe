import { QueryClient } from '@tanstack/react-query';
import type { Activation } from '@yuanlong/shared/activation';
import type { Withdrawal, Withdrawals } from '@yuanlong/shared/withdraw';
import { describe, expect, it } from 'vitest';
import { applyLiveUpdate } from './live-updates.ts';

const PAYOUT = `0x${'ab'.repeat(32)}`;
const ACTIVATION = `0x${'cd'.repeat(32)}`;
const WITHDRAWALS = ['user', 'withdrawals'];
const ACTIVATION_KEY = ['user', 'activation'];
const INFO = ['user', 'info'];

const withdrawal = (id: number, state: Withdrawal['state'], tx_hash: string | null) =>
  ({ id, state, tx_hash, confirmations: 0, required: 3 }) as Withdrawal;

function userCaches() {
  const client = new QueryClient();
  client.setQueryData<Withdrawals>(WITHDRAWALS, {
    items: [withdrawal(2, 'sent', PAYOUT), withdrawal(1, 'paid', `0x${'ee'.repeat(32)}`)],
    minimums: {},
    deposit_minimums: {},
    next_allowed_at: null,
    security_hold_until: null,
  });
  client.setQueryData(ACTIVATION_KEY, {
    state: 'activating',
    tx_hash: ACTIVATION,
    confirmations: 0,
    required: 3,
  } as Activation);
  client.setQueryData(INFO, { id: 1 });
  const wait = (tx_hash: string, confirmations: number) =>
    applyLiveUpdate(client, { topic: 'chain_wait', data: { tx_hash, confirmations, required: 3 } });
  const payout = () => client.getQueryData<Withdrawals>(WITHDRAWALS)!.items[0]!.confirmations;
  const activation = () => client.getQueryData<Activation>(ACTIVATION_KEY)!.confirmations;
  return { client, wait, payout, activation };
}

describe('chain_wait live events', () => {
  it("count a sent payout's confirmations in place (any case of the hash), without reading the user's data again", () => {
    const { client, wait, payout } = userCaches();
    wait(PAYOUT, 1);
    expect(payout()).toBe(1);
    wait(PAYOUT.toUpperCase().replace('0X', '0x'), 2);
    expect(payout()).toBe(2);
    expect(client.getQueryState(INFO)?.isInvalidated).toBe(false);
    expect(client.getQueryState(WITHDRAWALS)?.isInvalidated).toBe(false);
  });

  it("count the activation's confirmations in place, never backwards", () => {
    const { client, wait, activation } = userCaches();
    wait(ACTIVATION, 2);
    expect(activation()).toBe(2);
    wait(ACTIVATION, 1);
    expect(activation()).toBe(2);
    expect(client.getQueryState(ACTIVATION_KEY)?.isInvalidated).toBe(false);
  });

  it("read the user's data again for a wait not on screen (a deposit), and ignore a malformed one", () => {
    const { client, wait, payout, activation } = userCaches();
    applyLiveUpdate(client, { topic: 'chain_wait', data: { tx_hash: PAYOUT, confirmations: 'x' } });
    expect(client.getQueryState(INFO)?.isInvalidated).toBe(false);
    wait(`0x${'99'.repeat(32)}`, 1);
    expect(payout()).toBe(0);
    expect(activation()).toBe(0);
    expect(client.getQueryState(INFO)?.isInvalidated).toBe(true);
  });
});

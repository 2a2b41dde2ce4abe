import { render, screen } from '@testing-library/react';
import type { Withdrawal } from '@yuanlong/shared/withdraw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { WITHDRAW_TEST_IDS } from '../test-ids.ts';
import { WithdrawalItem } from './withdrawal-item.tsx';

const HASH = `0x${'c3'.repeat(32)}`;
const base: Withdrawal = {
  id: 3,
  coin: 'HFH',
  amount: '1250000000',
  to_address: '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
  state: 'queued',
  tx_hash: null,
  confirmations: 0,
  required: 15,
  created_at: '2026-11-22T10:00:00.000Z',
  finished_at: null,
};

function show(over: Partial<Withdrawal>) {
  render(<WithdrawalItem withdrawal={{ ...base, ...over }} explorerUrl="https://bscscan.com" />);
  return screen.getByTestId(WITHDRAW_TEST_IDS.withdrawal);
}

beforeEach(async () => {
  await setLocale('en');
});

describe('WithdrawalItem', () => {
  it('queued: the exact amount and "waiting for payout, within 24 hours"', () => {
    const item = show({});
    expect(item.getAttribute('data-state')).toBe('queued');
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalAmount).textContent).toBe('12.5 HFH');
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalState).textContent).toBe('Queued');
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalNote).textContent).toBe(
      'Waiting for payout, within 24 hours.',
    );
    expect(screen.queryByTestId(WITHDRAW_TEST_IDS.withdrawalConfirmations)).toBeNull();
  });

  it('sent: confirmations n of N and the payout transaction', () => {
    show({ state: 'sent', tx_hash: HASH, confirmations: 4 });
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalState).textContent).toBe('On the chain');
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalConfirmations).textContent).toBe(
      'Confirmations 4 of 15',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalTxLink).getAttribute('href')).toBe(
      `https://bscscan.com/tx/${HASH}`,
    );
  });

  it('paid: all its confirmations and the transaction; failed: the amount is back in the game', async () => {
    show({ state: 'paid', tx_hash: HASH, confirmations: 15 });
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalState).textContent).toBe('Paid');
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalConfirmations).textContent).toBe(
      'Confirmations 15 of 15',
    );
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalTxHash).getAttribute('title')).toBe(HASH);
    await setLocale('tw');
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalState).textContent).toBe('已到帳');
  });

  it('failed: the amount was returned to the game balance', () => {
    show({ state: 'failed' });
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalState).textContent).toBe('Failed');
    expect(screen.getByTestId(WITHDRAW_TEST_IDS.withdrawalNote).textContent).toBe(
      'The payout failed; the amount was returned to your game balance.',
    );
  });
});

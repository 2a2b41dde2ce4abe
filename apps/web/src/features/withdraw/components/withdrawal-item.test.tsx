import { render, screen, within } from '@testing-library/react';
import type { Withdrawal } from '@yuanlong/shared/withdraw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
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
  render(<WithdrawalItem withdrawal={{ ...base, ...over }} explorerUrl="https://bscscan.com" />, {
    wrapper: TranslationProvider,
  });
  return screen.getByRole('article');
}

beforeEach(async () => {
  await setLocale('en');
});

describe('WithdrawalItem', () => {
  it('queued: the exact amount and "waiting for payout, within 24 hours"', () => {
    const item = show({});
    expect(item.getAttribute('data-state')).toBe('queued');
    // The article is named by its exact amount.
    expect(screen.getByRole('article', { name: '12.5 HFH' })).toBe(item);
    within(item).getByText('Queued', { exact: true });
    within(item).getByText('Waiting for payout, within 24 hours.', { exact: true });
    expect(within(item).queryByText(/^Confirmations/)).toBeNull();
    expect(within(item).queryByRole('progressbar')).toBeNull();
  });

  it('sent: confirmations n of N and the payout transaction', () => {
    const item = show({ state: 'sent', tx_hash: HASH, confirmations: 4 });
    within(item).getByText('On the chain', { exact: true });
    within(item).getByText('Confirmations 4 of 15', { exact: true });
    const bar = within(item).getByRole('progressbar', { name: 'Confirmations 4 of 15' });
    expect(bar.getAttribute('aria-valuenow')).toBe('4');
    expect(within(item).getByRole('link', { name: 'View on the explorer' }).getAttribute('href')).toBe(
      `https://bscscan.com/tx/${HASH}`,
    );
  });

  it('paid: all its confirmations and the transaction; failed: the amount is back in the game', async () => {
    const item = show({ state: 'paid', tx_hash: HASH, confirmations: 15 });
    within(item).getByText('Paid', { exact: true });
    within(item).getByText('Confirmations 15 of 15', { exact: true });
    // The shortened hash carries the full one in its title.
    expect(within(item).getByTitle(HASH).textContent).not.toBe(HASH);
    within(item).getByRole('link', { name: 'View on the explorer' });
    await setLocale('tw');
    await within(item).findByText('已到帳', { exact: true });
  });

  it('failed: the amount was returned to the game balance', () => {
    const item = show({ state: 'failed' });
    within(item).getByText('Failed', { exact: true });
    within(item).getByText('The payout failed; the amount was returned to your game balance.', {
      exact: true,
    });
  });
});

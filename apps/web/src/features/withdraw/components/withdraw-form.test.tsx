import * as Dialog from '@radix-ui/react-dialog';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Withdrawal } from '@yuanlong/shared/withdraw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format.ts';
import { setLocale } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
import { testUser } from '../../../test/render-app.tsx';
import { WithdrawForm } from './withdraw-form.tsx';

const E18 = 10n ** 18n;
const ADDRESS = '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc';
const queued: Withdrawal = {
  id: 7,
  coin: 'MDS',
  amount: (125n * E18).toString(),
  to_address: ADDRESS,
  state: 'queued',
  tx_hash: null,
  confirmations: 0,
  required: 3,
  created_at: '2026-11-22T10:00:00.000Z',
  finished_at: null,
};

function renderForm(
  over: { nextAllowed?: Date | null; securityHold?: Date | null; hasPassword?: boolean } = {},
) {
  const onCreated = vi.fn();
  const user = testUser({
    address: ADDRESS,
    email: 'p@example.com',
    has_pay_password: over.hasPassword ?? true,
    coins: { MDS: (1000n * E18).toString() },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Dialog.Root open>
          <WithdrawForm
            coin="MDS"
            user={user}
            minimum={10n * E18}
            nextAllowed={over.nextAllowed ?? null}
            securityHold={over.securityHold ?? null}
            onCreated={onCreated}
          />
        </Dialog.Root>
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: TranslationProvider },
  );
  return onCreated;
}

// The fields by their labels (English unless a test passes the interface language's).
const amountField = (label = 'Amount (MDS)') => screen.getByLabelText<HTMLInputElement>(label);
const passwordField = (label = 'Fund password') => screen.getByLabelText<HTMLInputElement>(label);
const submit = (name: RegExp = /^Withdraw/) => screen.getByRole<HTMLButtonElement>('button', { name });
/** A field's error: the note its aria-describedby points to. */
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
/** What the terms list says for a term (the <dd> after its <dt>). */
const termValue = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const fetchMock = vi.fn();

beforeEach(async () => {
  await setLocale('en');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WithdrawForm', () => {
  it('shows the available balance, the minimum, the account’s wallet and the 24-hour rule up front', () => {
    renderForm();
    expect(termValue('Available in the game')).toBe('1,000 MDS');
    expect(termValue('Minimum withdrawal')).toBe('10 MDS');
    expect(termValue('To your wallet')).toBe(ADDRESS);
    screen.getByText(/^One withdrawal per 24 hours\./);
    // Coins are not held back while the game is online (assets are): the terms say why.
    screen.getByText(/^Coins can be withdrawn while you are in the game: the amount is frozen at once/);
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountField().value).toBe('1000');
  });

  it('says what is wrong with the spec’s messages, in the interface language, and sends nothing', async () => {
    await setLocale('tw');
    renderForm();
    const amount = amountField('數量（MDS）');
    fireEvent.click(submit(/^提現/));
    expect(errorOf(amount)).toBe('數量必須大於零');
    expect(errorOf(passwordField('資金密碼'))).toBe('請輸入資金密碼');
    fireEvent.change(amount, { target: { value: '9.99' } });
    expect(errorOf(amount)).toBe('最低提現數量為 10 MDS');
    fireEvent.change(amount, { target: { value: '1000.000000000000000001' } });
    expect(errorOf(amount)).toBe('可用餘額不足');
    await setLocale('en');
    expect(errorOf(amountField())).toBe('insufficient available balance');
    fireEvent.click(submit());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the exact base units with the fund password and hands on the queued withdrawal', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 200, msg: 'Success', data: queued })));
    const onCreated = renderForm();
    fireEvent.change(amountField(), { target: { value: '125' } });
    fireEvent.change(passwordField(), { target: { value: 'Fund-Pass-1' } });
    expect(submit().textContent).toBe('Withdraw 125 MDS');
    fireEvent.click(submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(queued));
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/user/withdraw');
    expect(JSON.parse(init.body)).toEqual({
      coin: 'MDS',
      amount: (125n * E18).toString(),
      pay_password: 'Fund-Pass-1',
    });
  });

  it('a refusal (the server’s message is toasted) clears the fund password and stays on the form', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 403, msg: 'Fund password is wrong', data: null })),
    );
    const onCreated = renderForm();
    fireEvent.change(amountField(), { target: { value: '20' } });
    fireEvent.change(passwordField(), { target: { value: 'nope' } });
    fireEvent.click(submit());
    await waitFor(() => expect(passwordField().value).toBe(''));
    expect(amountField().value).toBe('20');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('held by the 24-hour rule: says from when, with everything off', () => {
    const at = new Date('2026-11-23T09:30:00Z');
    renderForm({ nextAllowed: at });
    const cooldown = screen.getByRole('status');
    expect(cooldown.textContent).toBe(
      `Withdrawal to the wallet is allowed once per 24 hours; try again after ${formatDateTime(at.getTime(), 'en')}`,
    );
    expect(cooldown.getAttribute('data-next-allowed-at')).toBe(at.toISOString());
    expect(amountField().disabled).toBe(true);
    expect(submit().disabled).toBe(true);
    expect(screen.queryByText(/^One withdrawal per 24 hours/)).toBeNull();
  });

  it('held after a security change: says why, the time left and from when, in the interface language, with everything off', async () => {
    const at = new Date(Date.now() + (20 * 60 + 5) * 60_000 - 30_000);
    renderForm({ securityHold: at, nextAllowed: new Date(Date.now() + 3_600_000) });
    const hold = screen.getByRole('status');
    expect(hold.textContent).toBe(
      `To protect your assets, withdrawals and claims to the wallet are held for 24 hours after a change of login password, fund password, e-mail or two-step verification: 20 h 5 min left (allowed again after ${formatDateTime(at.getTime(), 'en')})`,
    );
    expect(hold.getAttribute('data-security-hold-until')).toBe(at.toISOString());
    expect(amountField().disabled).toBe(true);
    expect(passwordField().disabled).toBe(true);
    expect(submit().disabled).toBe(true);
    cleanup();
    await setLocale('tw');
    renderForm({ securityHold: at });
    expect(screen.getByRole('status').textContent).toContain('還需 20 小時 5 分鐘');
    cleanup();
    await setLocale('in');
    renderForm({ securityHold: at });
    expect(screen.getByRole('status').textContent).toContain('sisa 20 jam 5 menit');
  });

  it('without a fund password: the way to set one instead of the field', () => {
    renderForm({ hasPassword: false });
    const setNow = screen.getByRole('link', { name: 'Set it now' });
    expect(setNow.getAttribute('href')).toBe('/setting');
    expect(setNow.parentElement?.textContent).toBe('Please set a fund password first Set it now');
    expect(screen.queryByLabelText('Fund password')).toBeNull();
    expect(submit().disabled).toBe(true);
  });
});

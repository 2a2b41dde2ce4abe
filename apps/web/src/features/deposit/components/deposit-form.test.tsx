import * as Dialog from '@radix-ui/react-dialog';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletCoin } from '../../../lib/chain-tx/use-wallet-coin.ts';
import { setLocale } from '../../../lib/i18n.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
import type { DepositStep } from '../deposit-flow.ts';
import { DepositForm } from './deposit-form.tsx';

const E18 = 10n ** 18n;
const mdv = (over: Partial<WalletCoin> = {}): WalletCoin => ({
  symbol: 'MDV',
  decimals: 18,
  balance: 100n * E18,
  allowance: 0n,
  failed: false,
  ...over,
});

function renderForm(
  over: {
    wallet?: WalletCoin;
    step?: DepositStep;
    native?: boolean;
    coin?: string;
    minimum?: bigint | null;
  } = {},
) {
  const deposit = {
    step: over.step ?? ({ kind: 'idle' } as DepositStep),
    amount: 0n,
    start: vi.fn(),
    switchChain: vi.fn(),
    reset: vi.fn(),
  };
  render(
    <Dialog.Root open>
      <DepositForm
        coin={over.coin ?? 'MDV'}
        native={over.native ?? false}
        wallet={over.wallet ?? mdv()}
        gameBalance={2000n * E18}
        minimum={'minimum' in over ? over.minimum : null}
        explorerUrl=""
        deposit={deposit}
      />
    </Dialog.Root>,
    { wrapper: TranslationProvider },
  );
  return deposit;
}

const amountField = (coin = 'MDV') => screen.getByLabelText<HTMLInputElement>(`Amount (${coin})`);
/** The form's action (Deposit…, Try again), beside Cancel. */
const submit = (name: RegExp = /^(Deposit|Try again)/) =>
  screen.getByRole<HTMLButtonElement>('button', { name });
/** A field's error: the note its aria-describedby points to. */
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

beforeEach(async () => {
  await setLocale('en');
});

describe('DepositForm', () => {
  it('shows the coin’s minimum deposit and refuses less before the wallet is asked', () => {
    const deposit = renderForm({ minimum: 2n * E18 });
    const field = amountField();
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText('Minimum deposit: 2 MDV');
    fireEvent.change(field, { target: { value: '1.5' } });
    expect(errorOf(field)).toBe('The minimum deposit is 2 MDV.');
    fireEvent.click(submit());
    expect(deposit.start).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '2' } });
    fireEvent.click(submit());
    expect(deposit.start).toHaveBeenCalledWith(2n * E18);
  });

  it('waits for the minimum before it sends anything', () => {
    const deposit = renderForm({ minimum: undefined });
    fireEvent.change(amountField(), { target: { value: '5' } });
    expect(submit(/^Deposit/).disabled).toBe(true);
    fireEvent.click(submit(/^Deposit/));
    expect(deposit.start).not.toHaveBeenCalled();
  });

  it('shows both balances with the coin’s decimals and deposits the exact amount typed', () => {
    const deposit = renderForm({ wallet: mdv({ decimals: 8, balance: 123_456_789n }), coin: 'HFH' });
    const walletBalance = screen.getByText('Wallet balance', { selector: 'dt' }).nextElementSibling;
    expect(walletBalance?.textContent).toBe('1.23456789 HFH');
    expect(screen.queryByText(/^Your wallet asks for two transactions/)).toBeNull();
    fireEvent.change(amountField('HFH'), { target: { value: '1.2' } });
    expect(submit().textContent).toBe('Deposit 1.2 HFH');
    screen.getByText('Your wallet asks for two transactions: an approval of HFH, then the deposit.', {
      exact: true,
    });
    fireEvent.click(submit());
    expect(deposit.start).toHaveBeenCalledWith(120_000_000n);
  });

  it('uses the spec’s messages, in the interface language, and sends nothing while wrong', async () => {
    const deposit = renderForm();
    const amount = amountField();
    fireEvent.click(submit());
    expect(errorOf(amount)).toBe('amount must be greater than zero');
    fireEvent.change(amount, { target: { value: '100.5' } });
    expect(errorOf(amount)).toBe('insufficient available balance');
    await setLocale('tw');
    expect(errorOf(amount)).toBe('可用餘額不足');
    fireEvent.click(submit(/^充值/));
    expect(deposit.start).not.toHaveBeenCalled();
  });

  it('"Max" puts the whole balance', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountField().value).toBe('100');
  });

  it('BNB: "Max" keeps the reserve for the fee', () => {
    renderForm({
      native: true,
      coin: 'BNB',
      wallet: mdv({ symbol: 'BNB', balance: E18, allowance: undefined }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(amountField('BNB').value).toBe('0.998');
    screen.getByText('A little BNB stays in your wallet for the network fee.', { exact: true });
  });

  it('a refused transaction says so and offers to try again', () => {
    renderForm({ step: { kind: 'failed', reason: 'rejected' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'You cancelled the transaction in your wallet; nothing was deposited.',
    );
    expect(submit().textContent).toBe('Try again');
  });

  it('while the wallet is asked: its step, the field and the button are off', () => {
    renderForm({ step: { kind: 'approving' } });
    expect(screen.getByRole('status').textContent).toBe('Approve MDV in your wallet…');
    expect(amountField().disabled).toBe(true);
    expect(submit().disabled).toBe(true);
  });
});

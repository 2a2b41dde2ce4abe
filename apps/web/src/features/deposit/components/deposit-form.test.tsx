import * as Dialog from '@radix-ui/react-dialog';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletCoin } from '../../../lib/chain-tx/use-wallet-coin.ts';
import { setLocale } from '../../../lib/i18n.ts';
import type { DepositStep } from '../deposit-flow.ts';
import { DEPOSIT_TEST_IDS } from '../test-ids.ts';
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

function renderForm(over: { wallet?: WalletCoin; step?: DepositStep; native?: boolean; coin?: string } = {}) {
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
        explorerUrl=""
        deposit={deposit}
      />
    </Dialog.Root>,
  );
  return deposit;
}

const amountField = () => screen.getByTestId<HTMLInputElement>(DEPOSIT_TEST_IDS.depositAmount);
const submit = () => screen.getByTestId<HTMLButtonElement>(DEPOSIT_TEST_IDS.depositSubmit);

beforeEach(async () => {
  await setLocale('en');
});

describe('DepositForm', () => {
  it('shows both balances with the coin’s decimals and deposits the exact amount typed', () => {
    const deposit = renderForm({ wallet: mdv({ decimals: 8, balance: 123_456_789n }), coin: 'HFH' });
    expect(screen.getByTestId(DEPOSIT_TEST_IDS.depositWalletBalance).textContent).toBe('1.23456789 HFH');
    fireEvent.change(amountField(), { target: { value: '1.2' } });
    expect(submit().textContent).toBe('Deposit 1.2 HFH');
    expect(screen.getByTestId(DEPOSIT_TEST_IDS.depositNote).textContent).toBe(
      'Your wallet asks for two transactions: an approval of HFH, then the deposit.',
    );
    fireEvent.click(submit());
    expect(deposit.start).toHaveBeenCalledWith(120_000_000n);
  });

  it('uses the spec’s messages, in the interface language, and sends nothing while wrong', async () => {
    const deposit = renderForm();
    fireEvent.click(submit());
    expect(screen.getByTestId(`${DEPOSIT_TEST_IDS.depositAmount}-error`).textContent).toBe(
      'amount must be greater than zero',
    );
    fireEvent.change(amountField(), { target: { value: '100.5' } });
    expect(screen.getByTestId(`${DEPOSIT_TEST_IDS.depositAmount}-error`).textContent).toBe(
      'insufficient available balance',
    );
    await setLocale('tw');
    expect(screen.getByTestId(`${DEPOSIT_TEST_IDS.depositAmount}-error`).textContent).toBe('可用餘額不足');
    fireEvent.click(submit());
    expect(deposit.start).not.toHaveBeenCalled();
  });

  it('"Max" puts the whole balance', () => {
    renderForm();
    fireEvent.click(screen.getByTestId(DEPOSIT_TEST_IDS.depositMax));
    expect(amountField().value).toBe('100');
  });

  it('BNB: "Max" keeps the reserve for the fee', () => {
    renderForm({
      native: true,
      coin: 'BNB',
      wallet: mdv({ symbol: 'BNB', balance: E18, allowance: undefined }),
    });
    fireEvent.click(screen.getByTestId(DEPOSIT_TEST_IDS.depositMax));
    expect(amountField().value).toBe('0.998');
    expect(screen.getByTestId(DEPOSIT_TEST_IDS.depositNote).textContent).toBe(
      'A little BNB stays in your wallet for the network fee.',
    );
  });

  it('a refused transaction says so and offers to try again', () => {
    renderForm({ step: { kind: 'failed', reason: 'rejected' } });
    expect(screen.getByTestId(DEPOSIT_TEST_IDS.depositError).textContent).toBe(
      'You cancelled the transaction in your wallet; nothing was deposited.',
    );
    expect(submit().textContent).toBe('Try again');
  });

  it('while the wallet is asked: its step, the field and the button are off', () => {
    renderForm({ step: { kind: 'approving' } });
    expect(screen.getByTestId(DEPOSIT_TEST_IDS.depositStep).textContent).toBe('Approve MDV in your wallet…');
    expect(amountField().disabled).toBe(true);
    expect(submit().disabled).toBe(true);
  });
});

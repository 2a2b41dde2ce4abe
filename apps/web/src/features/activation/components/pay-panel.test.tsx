import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
import type { ActivationStep } from '../activation-flow.ts';
import type { ActivationCoin } from '../use-activation-coin.ts';
import { PayPanel } from './pay-panel.tsx';

const HASH = `0x${'e5'.repeat(32)}`;
const coin = (over: Partial<ActivationCoin> = {}): ActivationCoin => ({
  symbol: 'MDV',
  decimals: 18,
  balance: 100_000n * 10n ** 18n,
  price: 10n ** 18n,
  failed: false,
  ...over,
});

function renderPanel(over: { coin?: ActivationCoin; step?: ActivationStep; failedTx?: string | null } = {}) {
  const onPay = vi.fn();
  const onSwitch = vi.fn();
  render(
    <PayPanel
      coin={over.coin ?? coin()}
      hasWallet
      step={over.step ?? { kind: 'idle' }}
      failedTx={over.failedTx ?? null}
      explorerUrl=""
      onPay={onPay}
      onSwitch={onSwitch}
    />,
    { wrapper: TranslationProvider },
  );
  return { onPay, onSwitch };
}

beforeEach(async () => {
  await setLocale('en');
});

/** The amount shown under a label of the panel's figures ("Wallet balance", "Activation fee"). */
const figure = (label: string) => screen.getByText(label).nextElementSibling;
const payButton = (name: string | RegExp = /^Activate/) =>
  screen.getByRole<HTMLButtonElement>('button', { name });

describe('PayPanel', () => {
  it('says what it takes, shows the wallet’s MDV with the coin’s own decimals, and pays on click', () => {
    const { onPay } = renderPanel({
      coin: coin({ decimals: 8, balance: 123_456_789n, price: 100_000_000n }),
    });
    expect(screen.getByText('Please top up 1 MDV first to activate your account.')).toBeTruthy();
    expect(figure('Wallet balance')?.textContent).toBe('1.23456789 MDV');
    expect(figure('Activation fee')?.textContent).toBe('1 MDV');
    const pay = payButton('Activate with 1 MDV');
    expect(pay.disabled).toBe(false);
    fireEvent.click(pay);
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('shows no amount before the contract’s decimals and symbol are read', () => {
    renderPanel({ coin: coin({ symbol: undefined, decimals: undefined }) });
    expect(figure('Wallet balance')?.textContent).toBe('—');
    expect(figure('Activation fee')?.textContent).toBe('—');
    expect(payButton().textContent).toBe('Activate account');
  });

  it('less than 1 MDV: the top-up message, and the button is off', () => {
    renderPanel({ coin: coin({ balance: 10n ** 17n }) });
    const error = screen.getByRole('alert');
    expect(error.getAttribute('data-reason')).toBe('insufficient');
    expect(error.textContent).toContain('Not enough MDV in your wallet: activation takes 1 MDV.');
    expect(error.textContent).toContain('Please top up 1 MDV first to activate your account.');
    expect(payButton('Activate with 1 MDV').disabled).toBe(true);
  });

  it('while the wallet or a block is awaited: the step, the approval’s confirmations, a busy button', () => {
    renderPanel({ step: { kind: 'approveConfirming', hash: HASH as `0x${string}` } });
    expect(screen.getByRole('status').textContent).toBe('Approval sent; waiting for its block…');
    expect(screen.getByText('Confirmations 0 of 1')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Confirmations 0 of 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('1');
    const pay = payButton('Activate with 1 MDV');
    expect(pay.disabled).toBe(true);
    expect(pay.getAttribute('aria-busy')).toBe('true');
  });

  it('wrong network: the switch prompt, whose button switches', () => {
    const { onSwitch } = renderPanel({ step: { kind: 'wrongChain', chainId: 1, targetChainId: 31337 } });
    expect(screen.getByRole('alert').textContent).toContain('Switch to the BSC network');
    fireEvent.click(screen.getByRole('button', { name: /^Switch to / }));
    expect(onSwitch).toHaveBeenCalledOnce();
  });

  it('a refused transaction and a reverted payment say so, translated', async () => {
    renderPanel({ step: { kind: 'failed', reason: 'rejected' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'You cancelled the transaction in your wallet; nothing was paid.',
    );
    await setLocale('tw');
    expect(screen.getByRole('alert').textContent).toBe('您已在錢包中取消交易，未支付任何費用。');
  });

  it('the last payment reverted: "Transaction failed."', () => {
    renderPanel({ failedTx: HASH });
    expect(screen.getByRole('alert').textContent).toContain('Transaction failed.');
  });
});

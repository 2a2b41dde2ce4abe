import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_TEST_IDS } from '../../../components/test-ids.ts';
import { setLocale } from '../../../lib/i18n.ts';
import type { ActivationStep } from '../activation-flow.ts';
import { ACTIVATION_TEST_IDS } from '../test-ids.ts';
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
  );
  return { onPay, onSwitch };
}

beforeEach(async () => {
  await setLocale('en');
});

describe('PayPanel', () => {
  it('says what it takes, shows the wallet’s MDV with the coin’s own decimals, and pays on click', () => {
    const { onPay } = renderPanel({
      coin: coin({ decimals: 8, balance: 123_456_789n, price: 100_000_000n }),
    });
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationMessage).textContent).toBe(
      'Please top up 1 MDV first to activate your account.',
    );
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationBalance).textContent).toBe('1.23456789 MDV');
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationPrice).textContent).toBe('1 MDV');
    const pay = screen.getByTestId(ACTIVATION_TEST_IDS.activationSubmit);
    expect(pay.textContent).toBe('Activate with 1 MDV');
    fireEvent.click(pay);
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('shows no amount before the contract’s decimals and symbol are read', () => {
    renderPanel({ coin: coin({ symbol: undefined, decimals: undefined }) });
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationBalance).textContent).toBe('—');
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationSubmit).textContent).toBe('Activate account');
  });

  it('less than 1 MDV: the top-up message, and the button is off', () => {
    renderPanel({ coin: coin({ balance: 10n ** 17n }) });
    const error = screen.getByTestId(ACTIVATION_TEST_IDS.activationError);
    expect(error.getAttribute('data-reason')).toBe('insufficient');
    expect(error.textContent).toContain('Not enough MDV in your wallet: activation takes 1 MDV.');
    expect(error.textContent).toContain('Please top up 1 MDV first to activate your account.');
    expect(screen.getByTestId<HTMLButtonElement>(ACTIVATION_TEST_IDS.activationSubmit).disabled).toBe(true);
  });

  it('while the wallet or a block is awaited: the step, the approval’s confirmations, a busy button', () => {
    renderPanel({ step: { kind: 'approveConfirming', hash: HASH as `0x${string}` } });
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationStep).textContent).toBe(
      'Approval sent; waiting for its block…',
    );
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationConfirmations).textContent).toBe(
      'Confirmations 0 of 1',
    );
    expect(screen.getByTestId<HTMLButtonElement>(ACTIVATION_TEST_IDS.activationSubmit).disabled).toBe(true);
  });

  it('wrong network: the switch prompt, whose button switches', () => {
    const { onSwitch } = renderPanel({ step: { kind: 'wrongChain', chainId: 1, targetChainId: 31337 } });
    expect(screen.getByTestId(UI_TEST_IDS.walletWrongNetwork).textContent).toContain(
      'Switch to the BSC network',
    );
    fireEvent.click(screen.getByTestId(UI_TEST_IDS.walletSwitchNetwork));
    expect(onSwitch).toHaveBeenCalledOnce();
  });

  it('a refused transaction and a reverted payment say so, translated', async () => {
    renderPanel({ step: { kind: 'failed', reason: 'rejected' } });
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationError).textContent).toBe(
      'You cancelled the transaction in your wallet; nothing was paid.',
    );
    await setLocale('tw');
    expect(screen.getByTestId(ACTIVATION_TEST_IDS.activationError).textContent).toBe(
      '您已在錢包中取消交易，未支付任何費用。',
    );
  });

  it('the last payment reverted: "Transaction failed."', () => {
    renderPanel({ failedTx: HASH });
    expect(screen.getByRole('alert').textContent).toContain('Transaction failed.');
  });
});

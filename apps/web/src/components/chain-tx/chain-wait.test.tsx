import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { ChainWait } from './chain-wait.tsx';

const HASH = `0x${'e5'.repeat(32)}`;

beforeEach(async () => {
  await setLocale('en');
});

describe('ChainWait', () => {
  it('shows confirmations n of N, and links the transaction when the chain has an explorer', () => {
    const { rerender } = render(
      <ChainWait confirmations={2} required={15} txHash={HASH} explorerUrl="https://bscscan.com" />,
    );
    const count = screen.getByText('Confirmations 2 of 15');
    expect(count.getAttribute('data-confirmations')).toBe('2');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByRole('link', { name: 'View on the explorer' }).getAttribute('href')).toBe(
      `https://bscscan.com/tx/${HASH}`,
    );
    rerender(<ChainWait confirmations={2} required={3} txHash={HASH} explorerUrl="" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Confirmations 2 of 3')).toBeTruthy();
    expect(screen.getByTitle(HASH).textContent).toBe('0xe5e…e5e5');
  });
});

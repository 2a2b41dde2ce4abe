import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { ChainWait } from './chain-wait.tsx';

const HASH = `0x${'e5'.repeat(32)}`;

beforeEach(async () => {
  await setLocale('en');
});

describe('ChainWait', () => {
  it('says the expected time left from the block time and the confirmations still needed', async () => {
    const { rerender } = render(
      <ChainWait confirmations={2} required={15} txHash={HASH} explorerUrl="" blockMs={750} />,
    );
    expect(screen.getByText('About 10 s left · confirmations to go: 13')).toBeTruthy();
    rerender(<ChainWait confirmations={0} required={100} txHash={HASH} explorerUrl="" blockMs={3000} />);
    expect(screen.getByText('About 5 min left · confirmations to go: 100')).toBeTruthy();
    await setLocale('tw');
    rerender(<ChainWait confirmations={1} required={3} txHash={HASH} explorerUrl="" blockMs={1000} />);
    expect(screen.getByText('預計還需約 2 秒（尚需 2 個確認）')).toBeTruthy();
    await setLocale('in');
    rerender(<ChainWait confirmations={1} required={3} txHash={HASH} explorerUrl="" blockMs={1000} />);
    expect(screen.getByText('Sekitar 2 detik lagi (2 konfirmasi lagi)')).toBeTruthy();
    rerender(<ChainWait confirmations={3} required={3} txHash={HASH} explorerUrl="" blockMs={1000} />);
    expect(screen.queryByText(/detik lagi/)).toBeNull();
    await setLocale('en');
  });

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

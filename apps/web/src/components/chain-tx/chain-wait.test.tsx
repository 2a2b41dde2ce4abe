import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { ChainWait } from './chain-wait.tsx';

const HASH = `0x${'e5'.repeat(32)}`;
const IDS = { confirmations: 'wait-count', txHash: 'wait-hash', txLink: 'wait-link' };

beforeEach(async () => {
  await setLocale('en');
});

describe('ChainWait', () => {
  it('shows confirmations n of N, and links the transaction when the chain has an explorer', () => {
    const { rerender } = render(
      <ChainWait
        confirmations={2}
        required={15}
        txHash={HASH}
        explorerUrl="https://bscscan.com"
        testIds={IDS}
      />,
    );
    const count = screen.getByTestId(IDS.confirmations);
    expect(count.textContent).toBe('Confirmations 2 of 15');
    expect(count.getAttribute('data-confirmations')).toBe('2');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByTestId(IDS.txLink).getAttribute('href')).toBe(`https://bscscan.com/tx/${HASH}`);
    rerender(<ChainWait confirmations={2} required={3} txHash={HASH} explorerUrl="" testIds={IDS} />);
    expect(screen.queryByTestId(IDS.txLink)).toBeNull();
    expect(screen.getByTestId(IDS.txHash).getAttribute('title')).toBe(HASH);
  });
});

import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { WalletError } from './wallet-error.tsx';

beforeEach(async () => {
  await setLocale('en');
});

describe('WalletError without a wallet', () => {
  it('offers the download and this page inside each main wallet app, by name', () => {
    render(<WalletError reason="noWallet" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Install MetaMask first');
    expect(within(alert).getByRole('link', { name: 'Get MetaMask' }).getAttribute('href')).toBe(
      'https://metamask.io/download/',
    );
    const apps = within(alert).getByRole('navigation', { name: 'Open in a wallet app:' });
    const links = within(apps).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'MetaMask',
      'Trust Wallet',
      'TokenPocket',
      'OKX Wallet',
    ]);
    const page = encodeURIComponent(window.location.href);
    expect(within(apps).getByRole('link', { name: 'Trust Wallet' }).getAttribute('href')).toContain(
      `url=${page}`,
    );
    expect(within(apps).getByRole('link', { name: 'OKX Wallet' }).getAttribute('href')).toContain(
      `dappUrl=${page}`,
    );
  });

  it('shows no wallet links for other failures', () => {
    render(<WalletError reason="signRejected" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { SignInChainSettings } from '@yuanlong/shared/website';
import { describe, expect, it, vi } from 'vitest';
import { type Connector, WagmiProvider } from 'wagmi';
import { createWagmiConfig } from '../../../lib/wagmi.ts';
import { WalletConnectOption, walletConnectProjectId } from './walletconnect-option.tsx';

const SETTINGS: SignInChainSettings = {
  chain_id: 56,
  name: 'BNB Smart Chain',
  rpc_url: 'https://bsc.example',
  explorer_url: '',
  confirmations: 15,
  contracts: null,
  coin_decimals: null,
};
const PROJECT = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4';

function renderOption(settings: SignInChainSettings | undefined, onPick = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WagmiProvider config={createWagmiConfig()}>
        <WalletConnectOption
          projectId={walletConnectProjectId(settings)}
          disabled={false}
          className=""
          onPick={onPick}
        />
      </WagmiProvider>
    </QueryClientProvider>,
  );
  return onPick;
}

describe('WalletConnect option', () => {
  it('is hidden while the settings load and when the server names no project id', () => {
    expect(walletConnectProjectId(undefined)).toBeNull();
    expect(walletConnectProjectId(SETTINGS)).toBeNull();
    expect(walletConnectProjectId({ ...SETTINGS, walletconnect_project_id: '' })).toBeNull();
    renderOption(undefined);
    renderOption(SETTINGS);
    expect(screen.queryByRole('button', { name: 'WalletConnect' })).toBeNull();
  });

  it('is offered with a project id; picking it loads the WalletConnect connector for it', async () => {
    expect(walletConnectProjectId({ ...SETTINGS, walletconnect_project_id: PROJECT })).toBe(PROJECT);
    const onPick = renderOption({ ...SETTINGS, walletconnect_project_id: PROJECT });
    fireEvent.click(screen.getByRole('button', { name: 'WalletConnect' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const connector = onPick.mock.calls[0]![0] as Connector;
    expect(connector.id).toBe('walletConnect');
    expect(connector.type).toBe('walletConnect');
  });

  it('shows the pairing link the connector hands out as a QR code and a wallet link, until a wallet connects', async () => {
    const onPick = renderOption({ ...SETTINGS, walletconnect_project_id: PROJECT });
    fireEvent.click(screen.getByRole('button', { name: 'WalletConnect' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const connector = onPick.mock.calls[0]![0] as Connector;
    const uri = `wc:${'ab'.repeat(32)}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`;
    act(() => connector.emitter.emit('message', { type: 'display_uri', data: uri }));
    const dialog = await screen.findByRole('dialog', { name: '以 WalletConnect 連接' });
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe(uri);
    expect(await screen.findByRole('img', { name: 'WalletConnect 碼' })).toBeTruthy();
    act(() => connector.emitter.emit('connect', { accounts: [], chainId: 56 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

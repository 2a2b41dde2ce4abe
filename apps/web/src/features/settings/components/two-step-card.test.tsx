import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { clearToken, setToken } from '../../../lib/token.ts';
import { renderAt, testUser } from '../../../test/render-app.tsx';
import { TwoStepCard } from './two-step-card.tsx';

const CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);
const posted: { url: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  posted.push({ url, body });
  const data = url.endsWith('/start')
    ? {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
        qr_svg: '<svg/>',
      }
    : url.endsWith('/confirm')
      ? { recovery_codes: CODES }
      : null;
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
});

beforeEach(async () => {
  posted.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  setToken('t');
  await setLocale('en');
});

afterEach(() => {
  clearToken();
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('the two-step verification section', () => {
  it('sets up: shows the key as text, asks for a code, then shows the recovery codes once', async () => {
    renderAt('/setting', [{ path: '/setting', element: <TwoStepCard user={testUser()} /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-step verification' }));
    expect((await screen.findByTestId('totp-key')).textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    // An empty code is refused in the form, before any request.
    expect(posted.filter((p) => p.url.endsWith('/confirm'))).toHaveLength(0);
    const field = screen.getByLabelText('Authenticator code');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(list.textContent).toContain('AAAA9-BBBBB');
    expect(posted.find((p) => p.url.endsWith('/confirm'))?.body).toEqual({ code: '123456' });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
  });

  it('turns off with a code when it is on', async () => {
    renderAt('/setting', [
      { path: '/setting', element: <TwoStepCard user={testUser({ has_totp: true })} /> },
    ]);
    expect(await screen.findByText('On')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: 'AAAA1-BBBBB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    await waitFor(() =>
      expect(posted.find((p) => p.url.endsWith('/off'))?.body).toEqual({ code: 'AAAA1-BBBBB' }),
    );
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './i18n.ts';
import { TranslationProvider, useTranslation } from './translation.tsx';

function Login() {
  const { t } = useTranslation();
  return <p>{t('nav.login')}</p>;
}

describe('useTranslation', () => {
  afterEach(() => setLocale('tw'));

  it('renders in the interface language, and again when it changes', async () => {
    await setLocale('tw');
    render(<Login />, { wrapper: TranslationProvider });
    expect(screen.getByRole('paragraph').textContent).toBe('登入');
    await act(() => setLocale('en'));
    expect(screen.getByRole('paragraph').textContent).toBe('Log in');
  });

  it('gives the same t until the language changes', async () => {
    await setLocale('en');
    const seen: unknown[] = [];
    function Spy() {
      seen.push(useTranslation().t);
      return null;
    }
    const { rerender } = render(<Spy />, { wrapper: TranslationProvider });
    rerender(<Spy />);
    await act(() => setLocale('in'));
    expect(seen[0]).toBe(seen[1]);
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { UI_TEST_IDS } from '../test-ids.ts';
import { useFormFields } from '../use-form-fields.ts';
import { EmailCodeFields } from './email-code-fields.tsx';

function EmailCodeForm() {
  const fields = useFormFields({ email: '', code: '' });
  return (
    <form ref={fields.form} noValidate>
      <EmailCodeFields
        fields={fields}
        purpose="reset"
        label="E-mail"
        testIds={{ email: 'mail', code: 'mail-code' }}
      />
    </form>
  );
}

const fetchMock = vi.fn(() => new Promise<Response>(() => {}));

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EmailCodeForm />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  await setLocale('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailCodeFields', () => {
  it('sends no code to a malformed address: the address shows why and takes the focus', async () => {
    renderForm();
    fireEvent.change(screen.getByTestId('mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('mail-code-send'));
    expect(screen.getByTestId('mail-error').textContent).toBe('Email format error');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('mail')));
    expect(screen.queryByTestId(UI_TEST_IDS.captchaLoading)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the captcha for a well-formed address and clears its earlier error', async () => {
    renderForm();
    fireEvent.click(screen.getByTestId('mail-code-send'));
    expect(screen.getByTestId('mail-error')).toBeTruthy();
    fireEvent.change(screen.getByTestId('mail'), { target: { value: ' Hero@Example.com ' } });
    fireEvent.click(screen.getByTestId('mail-code-send'));
    expect(screen.queryByTestId('mail-error')).toBeNull();
    expect(await screen.findByTestId(UI_TEST_IDS.captchaLoading)).toBeTruthy();
  });

  it('keeps only six digits of the code', () => {
    renderForm();
    fireEvent.change(screen.getByTestId('mail-code'), { target: { value: '12a34-5678' } });
    expect((screen.getByTestId('mail-code') as HTMLInputElement).value).toBe('123456');
  });
});

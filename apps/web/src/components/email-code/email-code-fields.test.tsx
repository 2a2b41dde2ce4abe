import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { useFormFields } from '../use-form-fields.ts';
import { EmailCodeFields } from './email-code-fields.tsx';

function EmailCodeForm() {
  const fields = useFormFields({ email: '', code: '' });
  return (
    <form ref={fields.form} noValidate>
      <EmailCodeFields fields={fields} purpose="reset" label="E-mail" />
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

const address = () => screen.getByLabelText('E-mail');
const code = () => screen.getByLabelText('E-mail code') as HTMLInputElement;
const sendCode = () => fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
const captcha = () => screen.queryByRole('dialog', { name: 'Security check' });

describe('EmailCodeFields', () => {
  it('sends no code to a malformed address: the address shows why and takes the focus', async () => {
    renderForm();
    fireEvent.change(address(), { target: { value: 'not-an-address' } });
    sendCode();
    expect(address().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email format error').id).toBe(address().getAttribute('aria-describedby'));
    await waitFor(() => expect(document.activeElement).toBe(address()));
    expect(captcha()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the captcha for a well-formed address and clears its earlier error', async () => {
    renderForm();
    sendCode();
    expect(screen.getByText('Email format error')).toBeTruthy();
    fireEvent.change(address(), { target: { value: ' Hero@Example.com ' } });
    sendCode();
    expect(screen.queryByText('Email format error')).toBeNull();
    expect(address().hasAttribute('aria-invalid')).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Security check' })).toBeTruthy();
  });

  it('keeps only six digits of the code', () => {
    renderForm();
    fireEvent.change(code(), { target: { value: '12a34-5678' } });
    expect(code().value).toBe('123456');
  });
});

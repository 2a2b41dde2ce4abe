import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../lib/i18n.ts';
import { checkNewPassword, checkRepeat, compact } from '../lib/validation.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useFormFields } from './use-form-fields.ts';

function NewPasswordForm({ label }: { label?: string }) {
  const fields = useFormFields({ password: '', repeat: '' });
  const { form, values, report } = fields;
  const check = () =>
    compact({
      password: checkNewPassword(values.password),
      repeat: checkRepeat(values.password, values.repeat),
    });
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        report(check());
      }}
    >
      <NewPasswordFields fields={fields} label={label} />
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(async () => {
  await setLocale('en');
});

const password = () => screen.getByLabelText('New password');
const repeat = () => screen.getByLabelText('Repeat password');
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
/** The error or hint the input is described by. */
const noteOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '');

describe('NewPasswordFields', () => {
  it('labels both inputs, hints the rules under the first, and asks the browser for a new password', () => {
    render(<NewPasswordForm />);
    const password = screen.getByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat password');
    for (const input of [password, repeat]) {
      expect(input.getAttribute('type')).toBe('password');
      expect(input.getAttribute('autocomplete')).toBe('new-password');
    }
    const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('8 to 64 characters; avoid common passwords');
    expect(repeat.hasAttribute('aria-describedby')).toBe(false);
  });

  it('takes another label for the new password', () => {
    render(<NewPasswordForm label="New fund password" />);
    const password = screen.getByLabelText('New fund password');
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByLabelText('Repeat password')).not.toBe(password);
  });

  it('shows a repeat that differs as an error on the repeat, and focuses it', async () => {
    render(<NewPasswordForm />);
    fireEvent.change(password(), { target: { value: 'Jade-Dragon-4471' } });
    fireEvent.change(repeat(), { target: { value: 'Jade-Dragon-4472' } });
    save();
    expect(noteOf(repeat())?.textContent).toBe('repeat password error');
    expect(repeat().getAttribute('aria-invalid')).toBe('true');
    expect(password().hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(repeat()));
  });

  it('clears the errors once both match', () => {
    render(<NewPasswordForm />);
    save();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(password(), { target: { value: 'Jade-Dragon-4471' } });
    fireEvent.change(repeat(), { target: { value: 'Jade-Dragon-4471' } });
    save();
    expect(password().hasAttribute('aria-invalid')).toBe(false);
    expect(repeat().hasAttribute('aria-invalid')).toBe(false);
    expect(noteOf(password())?.textContent).toBe('8 to 64 characters; avoid common passwords');
    expect(noteOf(repeat())).toBeNull();
  });
});

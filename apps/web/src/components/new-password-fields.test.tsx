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
      <NewPasswordFields fields={fields} label={label} testIds={{ password: 'pw', repeat: 'pw-repeat' }} />
      <button type="submit">Save</button>
    </form>
  );
}

beforeEach(async () => {
  await setLocale('en');
});

describe('NewPasswordFields', () => {
  it('labels both inputs, hints the rules under the first, and asks the browser for a new password', () => {
    render(<NewPasswordForm />);
    const password = screen.getByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat password');
    expect(password.dataset.testid).toBe('pw');
    expect(repeat.dataset.testid).toBe('pw-repeat');
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
    expect(screen.getByLabelText('New fund password').dataset.testid).toBe('pw');
  });

  it('shows a repeat that differs as an error on the repeat, and focuses it', async () => {
    render(<NewPasswordForm />);
    fireEvent.change(screen.getByTestId('pw'), { target: { value: 'Jade-Dragon-4471' } });
    fireEvent.change(screen.getByTestId('pw-repeat'), { target: { value: 'Jade-Dragon-4472' } });
    fireEvent.click(screen.getByText('Save'));
    expect(screen.getByTestId('pw-repeat-error').textContent).toBe('repeat password error');
    expect(screen.getByTestId('pw-repeat').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('pw').hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('pw-repeat')));
  });

  it('clears the errors once both match', () => {
    render(<NewPasswordForm />);
    fireEvent.click(screen.getByText('Save'));
    expect(screen.getByTestId('pw-error')).toBeTruthy();
    fireEvent.change(screen.getByTestId('pw'), { target: { value: 'Jade-Dragon-4471' } });
    fireEvent.change(screen.getByTestId('pw-repeat'), { target: { value: 'Jade-Dragon-4471' } });
    fireEvent.click(screen.getByText('Save'));
    expect(screen.queryByTestId('pw-error')).toBeNull();
    expect(screen.queryByTestId('pw-repeat-error')).toBeNull();
  });
});

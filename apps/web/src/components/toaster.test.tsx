import * as Dialog from '@radix-ui/react-dialog';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n.ts';
import { dismissToast, getToasts, showToast, TOAST_DURATION_MS } from '../lib/toast.ts';
import { Toaster } from './toaster.tsx';

/** The messages in the notifications region, in the order shown. */
const toastsShown = () => Array.from(screen.getByRole('region', { name: 'Notifications' }).children);

beforeEach(async () => {
  await setLocale('en');
});

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('announces errors as alerts and other messages as status, once each', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast('Server Error', 'error');
      showToast('Server Error', 'error');
      showToast('Saved', 'success');
    });
    const toasts = toastsShown();
    expect(toasts.map((t) => [t.getAttribute('role'), t.textContent])).toEqual([
      ['alert', 'Server Error'],
      ['status', 'Saved'],
    ]);
    // News goes after 5 s; an error stays 10 s.
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS.success);
    });
    expect(toastsShown().map((t) => t.textContent)).toEqual(['Server Error']);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS.error - TOAST_DURATION_MS.success);
    });
    expect(toastsShown()).toEqual([]);
  });

  it('can be dismissed with its button', () => {
    render(<Toaster />);
    act(() => showToast('Hello'));
    expect(toastsShown()).toHaveLength(1);
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(toastsShown()).toEqual([]);
  });

  it('is still announced while a modal dialog hides the rest of the page', () => {
    render(
      <>
        <Toaster />
        <Dialog.Root open>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Sell</Dialog.Title>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </>,
    );
    act(() => {
      showToast('Server Error', 'error');
      showToast('Saved', 'success');
    });
    // Queries by role skip what is aria-hidden, as screen readers do.
    expect(screen.getByRole('alert').textContent).toBe('Server Error');
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });
});

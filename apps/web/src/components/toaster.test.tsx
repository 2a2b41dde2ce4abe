import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast, TOAST_DURATION_MS } from '../lib/toast.ts';
import { UI_TEST_IDS } from './test-ids.ts';
import { Toaster } from './toaster.tsx';

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
    const toasts = screen.getAllByTestId(UI_TEST_IDS.toast);
    expect(toasts.map((t) => [t.getAttribute('role'), t.textContent])).toEqual([
      ['alert', 'Server Error'],
      ['status', 'Saved'],
    ]);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.queryAllByTestId(UI_TEST_IDS.toast)).toEqual([]);
  });

  it('can be dismissed with its button', () => {
    render(<Toaster />);
    act(() => showToast('Hello'));
    act(() => screen.getByTestId(UI_TEST_IDS.toastDismiss).click());
    expect(screen.queryByTestId(UI_TEST_IDS.toast)).toBeNull();
  });
});

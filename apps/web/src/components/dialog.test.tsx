import * as Dialog from '@radix-ui/react-dialog';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../lib/i18n.ts';
import { dismissToast, getToasts, showToast } from '../lib/toast.ts';
import { ModalContent } from './dialog.tsx';
import { Toaster } from './toaster.tsx';

beforeEach(async () => {
  await setLocale('en');
});

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('ModalContent', () => {
  it('stays open when a toast is dismissed, and closes on another click outside', async () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <Toaster />
        <Dialog.Root open onOpenChange={onOpenChange}>
          <ModalContent title="Sell" />
        </Dialog.Root>
      </>,
    );
    // Radix listens for outside pointer-downs from the next task after it opens.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => showToast('Fund password is wrong', 'error'));
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    fireEvent.pointerDown(dismiss);
    // In a browser, React removes the toast (a microtask after its own listener) before Radix's
    // click listener on the document asks whether the click was outside: so here too.
    const commitNow = () => flushSync(() => {});
    document.body.addEventListener('click', commitNow, { once: true });
    fireEvent.click(dismiss);
    expect(dismiss.isConnected).toBe(false);
    expect(getToasts()).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

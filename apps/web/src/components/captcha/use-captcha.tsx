import { type ReactNode, useCallback, useRef, useState } from 'react';
import { CaptchaDialog } from './captcha-dialog.tsx';

/**
 * The captcha as a step of a form: `await solve()` opens the dialog and gives the single-use
 * token, or null when the user closed it. Render `dialog` once in the form.
 */
export function useCaptcha(): { solve: () => Promise<string | null>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((token: string | null) => void) | null>(null);
  const solve = useCallback(
    () =>
      new Promise<string | null>((resolve) => {
        resolver.current?.(null);
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const onDone = useCallback((token: string | null) => {
    resolver.current?.(token);
    resolver.current = null;
    setOpen(false);
  }, []);
  return { solve, dialog: <CaptchaDialog open={open} onDone={onDone} /> };
}

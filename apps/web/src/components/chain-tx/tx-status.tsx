import type { ReactNode } from 'react';

/** What a wallet flow waits for now (the wallet, a block, the server), with a spinner. */
export function TxStatus({ step, children }: { step: string; children: ReactNode }) {
  return (
    <p role="status" data-step={step} className="flex items-center gap-2.5 text-sm text-gold-100">
      <span
        aria-hidden="true"
        className="size-4 shrink-0 animate-spin rounded-full border-2 border-gold-300 border-t-transparent"
      />
      {children}
    </p>
  );
}

import { Component, type ComponentType, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { i18n } from '../lib/i18n.ts';
import { showToast } from '../lib/toast.ts';

interface OnDemandProps<P> {
  /** Whether the user asked for it (a dialog opened): from the first time on, it is rendered. */
  open: boolean;
  /** Fetches the component (a dynamic import), typically a dialog with its Radix parts. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** Its chunk could not be fetched (a toast has said so): e.g. clear the flag that opened it. */
  onFailed?: () => void;
}

/**
 * Renders a lazily loaded part of the shell (the drawer, dialogs) only once it is first opened,
 * so the first load carries no dialog code; it stays mounted afterwards so it can close itself
 * (its focus return and animations run). A chunk that fails to load is told in a toast and
 * fetched again at the next opening.
 */
export function OnDemand<P extends object>({ open, load, props, onFailed }: OnDemandProps<P>) {
  const [wanted, setWanted] = useState(open);
  const [attempt, setAttempt] = useState(0);
  // After a failure, the next try waits for the next opening (not a loop while it stays open).
  const [failedWhileOpen, setFailedWhileOpen] = useState(false);
  // A new lazy component per attempt: React keeps a failed import's error for good.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is what asks for a new one
  const Lazy = useMemo(() => lazy(async () => ({ default: await load() })), [load, attempt]);
  if (!open && failedWhileOpen) setFailedWhileOpen(false);
  if (open && !wanted && !failedWhileOpen) setWanted(true);
  if (!wanted) return null;
  const failed = () => {
    setWanted(false);
    setFailedWhileOpen(true);
    setAttempt((n) => n + 1);
    onFailed?.();
  };
  return (
    <ChunkFailure key={attempt} onFailed={failed}>
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    </ChunkFailure>
  );
}

class ChunkFailure extends Component<{ children: ReactNode; onFailed: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    showToast(i18n.t('chunk.body'), 'error');
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** What a dialog opened by OnDemandDialogButton takes. */
interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface OnDemandDialogButtonProps {
  /** Fetches the dialog (a dynamic import) at its first opening. */
  load: () => Promise<ComponentType<DialogProps>>;
  className: string;
  children: ReactNode;
}

/** A button that opens a dialog fetched at the first opening (see OnDemand), and says it does. */
export function OnDemandDialogButton({ load, className, children }: OnDemandDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={className}
      >
        {children}
      </button>
      <OnDemand
        open={open}
        load={load}
        props={{ open, onOpenChange: setOpen }}
        onFailed={() => setOpen(false)}
      />
    </>
  );
}

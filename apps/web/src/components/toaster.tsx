import { dismissToast, type Toast, useToasts } from '../lib/toast.ts';
import { useTranslation } from '../lib/translation.tsx';
import { CloseIcon } from './icons.tsx';

const kindStyles: Record<Toast['kind'], string> = {
  error: 'border-ember-400/60 bg-ember-950/95 text-ember-100',
  success: 'border-jade-400/60 bg-jade-950/95 text-jade-100',
  info: 'border-gold-500/50 bg-ink-850/95 text-parchment',
};

/**
 * For a modal's onInteractOutside: a click on a toast (its dismiss button) does not close the
 * modal, as a click elsewhere outside it does. Asked of the toast, not of the region: a
 * dismissed toast has left the page by the time Radix asks (after the click).
 */
export function keepOpenOnToasts(event: Event) {
  if (event.target instanceof Element && event.target.closest('[data-toast]')) event.preventDefault();
}

/**
 * The toast stack; errors are announced assertively (role=alert), others politely (role=status).
 * The region itself is not live (aria-live="off", the default), but the attribute keeps it out of
 * what a Radix modal hides (aria-hidden's hideOthers spares `[aria-live]` elements), so toasts
 * shown while a dialog is open are still announced.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section
      aria-label={t('toast.region')}
      aria-live="off"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-3 md:right-4 md:left-auto md:items-end"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
          data-toast=""
          data-kind={toast.kind}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-xl shadow-black/50 backdrop-blur motion-safe:animate-pop-in ${kindStyles[toast.kind]}`}
        >
          <p className="flex-1 leading-relaxed break-words">{toast.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('toast.dismiss')}
            className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg opacity-80 hover:bg-white/10 hover:opacity-100"
          >
            <CloseIcon width={16} height={16} />
          </button>
        </div>
      ))}
    </section>
  );
}

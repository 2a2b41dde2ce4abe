import { type RefObject, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useWatchTexts } from '../../../lib/feature-texts.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useMarkRead, useNotifications } from '../api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';

export interface NotificationPanelProps {
  open: boolean;
  id: string;
  /** The bell and its panel: a pointer down outside it closes the panel. */
  rootRef: RefObject<HTMLElement | null>;
  /** Closes the panel; `refocus` gives the focus back to the bell (Escape). */
  onClose: (refocus: boolean) => void;
}

/**
 * The bell's panel (fetched with its first opening): the newest notifications, "mark all read",
 * each linking to its item; under the header, the full width on a phone.
 */
export function NotificationPanel({ open, id, rootRef, onClose }: NotificationPanelProps) {
  const { t } = useTranslation();
  // Watch alerts' texts are a file of their own (out of the first load): fetched with the panel.
  useWatchTexts();
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose, rootRef]);

  if (!open) return null;
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;
  return (
    <section
      ref={panel}
      id={id}
      aria-label={t('notify.title')}
      tabIndex={-1}
      className="fixed inset-x-2 top-16 z-40 flex max-h-[75vh] flex-col overflow-hidden rounded-2xl border border-gold-500/25 bg-ink-900 shadow-2xl outline-none md:absolute md:inset-x-auto md:top-12 md:right-0 md:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b border-white/5 px-3 py-2">
        <h2 className="font-semibold text-gold-100">{t('notify.title')}</h2>
        <button
          type="button"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          className="min-h-9 rounded-lg px-2 text-sm text-jade-200 hover:bg-white/5 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-gold-300"
        >
          {t('notify.markAll')}
        </button>
      </div>
      {isError ? (
        <p className="px-3 py-6 text-center text-sm text-mist">{t('notify.error')}</p>
      ) : items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-mist">
          {data ? t('notify.empty') : t('common.loading')}
        </p>
      ) : (
        <ul className="min-h-0 flex-1 divide-y divide-white/5 overflow-y-auto">
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              onOpen={() => {
                if (!item.read) markRead.mutate({ ids: [item.id] });
                onClose(false);
              }}
              onMarkRead={() => markRead.mutate({ ids: [item.id] })}
            />
          ))}
        </ul>
      )}
      <Link
        to="/activity"
        onClick={() => onClose(false)}
        className="border-t border-white/5 px-3 py-2.5 text-center text-sm text-gold-200 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-gold-300"
      >
        {t('notify.allActivity')}
      </Link>
    </section>
  );
}

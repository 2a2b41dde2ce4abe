import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '../../../components/icons.tsx';
import { useMarkRead, useNotifications } from '../api/notifications.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * The header's bell: the unread count on it; it opens the newest notifications (a panel under
 * the header, the full width on a phone) with "mark all read". Escape or a click outside closes
 * it and gives the focus back to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data, isError } = useNotifications();
  const markRead = useMarkRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const items = data?.items ?? [];
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('notify.bellUnread', { count: unread }) : t('notify.bell')}
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex size-11 items-center justify-center rounded-xl text-parchment transition hover:bg-white/5 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-300"
      >
        <BellIcon width={22} height={22} />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-ember-500 px-1 text-center text-[11px] leading-5 font-bold text-ink-950"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <section
          ref={panel}
          id={panelId}
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
                    setOpen(false);
                  }}
                  onMarkRead={() => markRead.mutate({ ids: [item.id] })}
                />
              ))}
            </ul>
          )}
          <Link
            to="/activity"
            onClick={() => setOpen(false)}
            className="border-t border-white/5 px-3 py-2.5 text-center text-sm text-gold-200 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-gold-300"
          >
            {t('notify.allActivity')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}

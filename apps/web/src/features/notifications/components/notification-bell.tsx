import { useCallback, useId, useRef, useState } from 'react';
import { BellIcon } from '../../../components/icons.tsx';
import { OnDemand } from '../../../components/on-demand.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useNotifications } from '../api/notifications.ts';
import type { NotificationPanelProps } from './notification-panel.tsx';

// The panel comes with its first opening, not with every page's first load.
const loadPanel = () => import('./notification-panel.tsx').then((m) => m.NotificationPanel);

/**
 * The header's bell: the unread count on it; it opens the newest notifications. Escape or a
 * click outside closes them (Escape gives the focus back to the bell).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotifications();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = data?.unread ?? 0;
  const onClose = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const props: NotificationPanelProps = { open, id: panelId, rootRef: root, onClose };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
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
      <OnDemand open={open} load={loadPanel} props={props} onFailed={() => setOpen(false)} />
    </div>
  );
}

import type { Notification } from '@yuanlong/shared/notifications';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons.tsx';
import { formatRecentTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { notificationText } from '../notification-text.ts';

/** One notification: its sentence links to the item (marking it read); unread ones have a "mark read" button. */
export function NotificationItem({
  item,
  onOpen,
  onMarkRead,
}: {
  item: Notification;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const { t, i18n } = useTranslation();
  const text = notificationText(item, t);
  return (
    <li className={`flex items-start gap-2 px-3 py-2.5 ${item.read ? '' : 'bg-gold-400/5'}`}>
      <span
        aria-hidden="true"
        className={`mt-2 size-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-gold-300'}`}
      />
      <Link
        to={item.link}
        onClick={onOpen}
        className="min-w-0 flex-1 rounded-lg text-sm text-parchment hover:text-gold-100 focus-visible:outline-2 focus-visible:outline-gold-300"
      >
        <span className="block break-words">
          {item.read ? null : <span className="sr-only">{t('notify.unread')}: </span>}
          {text}
        </span>
        <span className="mt-0.5 block text-xs text-mist">
          {formatRecentTime(item.created_at, i18n.language)}
        </span>
      </Link>
      {item.read ? null : (
        <button
          type="button"
          onClick={onMarkRead}
          aria-label={t('notify.markReadOne', { text })}
          title={t('notify.markRead')}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-mist hover:bg-white/5 hover:text-jade-200 focus-visible:outline-2 focus-visible:outline-gold-300"
        >
          <CheckIcon width={16} height={16} />
        </button>
      )}
    </li>
  );
}

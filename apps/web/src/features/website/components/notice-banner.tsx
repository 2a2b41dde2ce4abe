import { useTranslation } from '../../../lib/translation.tsx';
import { useNotice } from '../api/get-notice.ts';

/**
 * Over every page: the maintenance banner (the market is read-only) and the operators'
 * announcement, both in the interface language as the server words them.
 */
export function NoticeBanner() {
  const { i18n } = useTranslation();
  const notice = useNotice(i18n.language).data;
  if (!notice || (!notice.maintenance_message && !notice.announcement)) return null;
  return (
    <div role="status" className="border-b border-gold-400/40 bg-gold-400/10 px-4 py-2 text-center text-sm">
      {notice.maintenance_message ? (
        <p className="font-semibold text-gold-100">{notice.maintenance_message}</p>
      ) : null}
      {notice.announcement ? <p className="text-parchment">{notice.announcement}</p> : null}
    </div>
  );
}

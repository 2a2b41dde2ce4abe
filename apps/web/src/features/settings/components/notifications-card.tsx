import { MAIL_ONLY_KINDS, NOTIFICATION_KINDS, type NotificationKind } from '@yuanlong/shared/notifications';
import { BellIcon } from '../../../components/icons.tsx';
import { useWatchTexts } from '../../../lib/feature-texts.ts';
import type { TextKey } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings.ts';
import { SettingsCard } from './settings-card.tsx';

type Channel = 'in_app' | 'email';

/** Each notification kind switched on or off in the bell and by e-mail; a change saves at once. */
export function NotificationsCard() {
  const { t } = useTranslation();
  // The watch kinds' names are in the watchlist's texts (useWatchTexts, lib/feature-texts.ts).
  const watchTexts = useWatchTexts();
  const { data, isError } = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const toggle = (kind: NotificationKind, channel: Channel, on: boolean) => {
    if (!data) return;
    const kinds = { ...data.kinds, [kind]: { ...data.kinds[kind], [channel]: on } };
    save.mutate({ kinds }, { onSuccess: () => showToast(t('setting.notify.saved'), 'success') });
  };

  return (
    <SettingsCard
      icon={<BellIcon />}
      title={t('setting.notify.title')}
      description={t('setting.notify.body')}
      id="notifications"
    >
      {isError ? (
        <p className="text-sm text-mist">{t('setting.loadFailed')}</p>
      ) : !data || !watchTexts.ready ? (
        <div className="skeleton h-64 rounded-xl" aria-hidden="true" />
      ) : (
        <>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-mist">
                <th scope="col" className="py-2 font-medium">
                  {t('setting.notify.kind')}
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  {t('setting.notify.inApp')}
                </th>
                <th scope="col" className="w-20 py-2 text-center font-medium">
                  {t('setting.notify.email')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row" className="py-2 pr-2 text-left font-normal text-parchment">
                    {t(`notify.kind.${kind}` as TextKey)}
                  </th>
                  {(['in_app', 'email'] as const).map((channel) => (
                    <td key={channel} className="py-1 text-center">
                      {channel === 'in_app' && MAIL_ONLY_KINDS.includes(kind) ? (
                        <span className="text-mist" title={t('setting.notify.mailOnly')}>
                          —<span className="sr-only">{t('setting.notify.mailOnly')}</span>
                        </span>
                      ) : (
                        <input
                          type="checkbox"
                          className="size-5 accent-gold-400"
                          checked={data.kinds[kind][channel]}
                          disabled={save.isPending}
                          aria-label={`${t(`notify.kind.${kind}` as TextKey)}: ${t(
                            channel === 'in_app' ? 'setting.notify.inApp' : 'setting.notify.email',
                          )}`}
                          onChange={(e) => toggle(kind, channel, e.target.checked)}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {data.has_email ? null : <p className="mt-3 text-xs text-mist">{t('setting.notify.noEmail')}</p>}
        </>
      )}
    </SettingsCard>
  );
}

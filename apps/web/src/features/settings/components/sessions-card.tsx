import type { UserSession } from '@yuanlong/shared/sessions';
import { buttonStyles } from '../../../components/button-styles.ts';
import { GlobeIcon } from '../../../components/icons.tsx';
import { formatDateTime, formatRecentTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions.ts';
import { SettingsCard, StateBadge } from './settings-card.tsx';

/** The signed-in user's live sessions: device, masked address, times; any other one can be ended. */
export function SessionsCard() {
  const { t } = useTranslation();
  const { data, isError } = useSessions();
  const endOthers = useEndOtherSessions();
  const others = data?.items.filter((s) => !s.current).length ?? 0;
  return (
    <SettingsCard
      icon={<GlobeIcon />}
      title={t('setting.sessions.title')}
      description={t('setting.sessions.body')}
      id="sessions"
    >
      {isError ? (
        <p className="text-sm text-mist">{t('setting.loadFailed')}</p>
      ) : !data ? (
        <div className="skeleton h-40 rounded-xl" aria-hidden="true" />
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-white/5" data-testid="session-list">
            {data.items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 ? (
            <button
              type="button"
              className={`${buttonStyles.secondary} mt-4 self-start`}
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: ({ ended }) =>
                    showToast(t('setting.sessions.endedOthers', { count: ended }), 'success'),
                })
              }
            >
              {t('setting.sessions.endOthers')}
            </button>
          ) : null}
        </>
      )}
    </SettingsCard>
  );
}

function SessionRow({ session }: { session: UserSession }) {
  const { t } = useTranslation();
  const end = useEndSession();
  const lang = currentLang();
  const device =
    [session.browser, session.os].filter(Boolean).join(' · ') || t('setting.sessions.unknownDevice');
  const kind = session.platform ? t(`setting.sessions.platform.${platformKey(session.platform)}`) : '';
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="session-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-parchment">
          <span>{device}</span>
          {kind ? <span className="text-xs text-mist">{kind}</span> : null}
          {session.current ? <StateBadge done>{t('setting.sessions.thisDevice')}</StateBadge> : null}
        </p>
        <p className="mt-1 text-xs text-mist">
          {t('setting.sessions.ip')} {session.ip || '—'} · {t('setting.sessions.started')}{' '}
          {formatDateTime(session.created_at, lang)} · {t('setting.sessions.lastSeen')}{' '}
          {formatRecentTime(session.last_seen_at, lang)}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={end.isPending}
          aria-label={`${t('setting.sessions.end')}: ${device}`}
          onClick={() =>
            end.mutate(session.id, { onSuccess: () => showToast(t('setting.sessions.ended'), 'success') })
          }
        >
          {t('setting.sessions.end')}
        </button>
      )}
    </li>
  );
}

const PLATFORMS = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;
function platformKey(platform: string): (typeof PLATFORMS)[number] | 'other' {
  return (PLATFORMS as readonly string[]).includes(platform)
    ? (platform as (typeof PLATFORMS)[number])
    : 'other';
}

import { useState } from 'react';
import { ListEmpty } from '../../../components/list-states.tsx';
import { Pager } from '../../../components/pager.tsx';
import { Section } from '../../../components/section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { INVITE_PAGE_SIZE, useInviteList } from '../api/get-invite-list.ts';

/** My direct invitees: who, when they joined, activated or not and when; paged. */
export function InviteeList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending } = useInviteList(page);
  const aside = data ? (
    <span className="text-sm text-mist">
      {t('invite.counts', { total: data.total, activated: data.activated })}
    </span>
  ) : null;
  return (
    <Section title={t('invite.listTitle')} aside={aside}>
      {isPending ? (
        <p className="py-6 text-center text-sm text-mist">{t('common.loading')}</p>
      ) : !data || data.total === 0 ? (
        <ListEmpty title={t('invite.emptyTitle')} body={t('invite.emptyBody')} />
      ) : (
        <>
          <ul className="divide-y divide-ink-700">
            {data.list.map((invitee) => (
              <li
                key={invitee.userid}
                className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 py-3 md:grid-cols-[1.4fr_1fr_auto_1fr] md:items-center"
              >
                <span className="min-w-0 truncate font-medium text-parchment">
                  {invitee.name} <span className="text-xs text-mist">#{invitee.userid}</span>
                </span>
                <span
                  className={`justify-self-end rounded-full px-2.5 py-0.5 text-xs font-semibold md:order-3 ${
                    invitee.state === 1 ? 'bg-jade-400/15 text-jade-200' : 'bg-ink-700 text-mist'
                  }`}
                >
                  {t(invitee.state === 1 ? 'invite.state1' : 'invite.state0')}
                </span>
                <span className="text-xs text-mist md:order-2">
                  {t('invite.joined', { time: formatDateTime(invitee.join_time, currentLang()) })}
                </span>
                <span className="text-xs text-mist md:order-4 md:text-right">
                  {invitee.activation_time
                    ? t('invite.activatedAt', {
                        time: formatDateTime(invitee.activation_time, currentLang()),
                      })
                    : t('invite.notActivated')}
                </span>
              </li>
            ))}
          </ul>
          <Pager page={page} limit={INVITE_PAGE_SIZE} total={data.total} onPage={setPage} />
        </>
      )}
    </Section>
  );
}

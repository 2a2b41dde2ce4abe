import type { UserInfo } from '@yuanlong/shared/user';
import { LogoMark } from '../../../components/logo.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { StateBadge } from './settings-card.tsx';

/** Who is signed in: nickname, wallet address, e-mail, and whether the passwords are set. */
export function ProfileSummary({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const rows = [
    {
      label: t('setting.profile.address'),
      value: user.address,
      mono: true,
    },
    {
      label: t('setting.profile.email'),
      value: user.email || t('setting.email.unbound'),
      mono: false,
    },
  ];
  return (
    <section
      aria-label={t('setting.profile.title')}
      className="relative overflow-hidden rounded-2xl border border-gold-500/25 bg-ink-900/90 p-5 shadow-xl shadow-black/30 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(233,185,73,0.14),transparent_60%)]"
      />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex items-center gap-4">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl border border-gold-500/40 bg-ink-850">
            <LogoMark size={36} />
          </span>
          <div className="min-w-0">
            <p className="font-display text-xl font-bold text-gold-100">
              {user.nickname || t('setting.profile.noNickname')}
            </p>
            <p className="text-xs text-mist">{t('setting.profile.userid', { id: user.userid })}</p>
          </div>
        </div>
        <dl className="grid min-w-0 flex-1 gap-3 text-sm sm:border-l sm:border-ink-700 sm:pl-5">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-0.5 sm:grid-cols-[7rem_1fr] sm:gap-3">
              <dt className="text-mist">{row.label}</dt>
              <dd
                className={`min-w-0 break-all text-parchment ${row.mono ? 'font-mono text-xs sm:text-sm' : ''}`}
              >
                {row.value}
              </dd>
            </div>
          ))}
          <div className="flex flex-wrap gap-2 pt-1">
            <StateBadge done={user.has_password}>
              {t(user.has_password ? 'setting.profile.passwordSet' : 'setting.profile.passwordUnset')}
            </StateBadge>
            <StateBadge done={user.has_pay_password}>
              {t(
                user.has_pay_password ? 'setting.profile.payPasswordSet' : 'setting.profile.payPasswordUnset',
              )}
            </StateBadge>
          </div>
        </dl>
      </div>
    </section>
  );
}

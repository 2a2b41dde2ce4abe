import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LogoMark } from '../../../components/logo.tsx';
import { captureInviteCode } from '../../../lib/invite-code.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginTabs } from '../components/login-tabs.tsx';

const FEATURES = ['login.feature.trade', 'login.feature.auction', 'login.feature.legion'] as const;

/** Sign-in: a welcome beside the wallet / e-mail tabs. ?invite=CODE is kept for the first sign-in, ?tab=email opens that tab. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Kept once per visit, during the first render, so the wallet tab below already sees it.
  useState(() => captureInviteCode(`?${params.toString()}`));
  return (
    <div className="mx-auto grid max-w-5xl items-center gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:py-8">
      <section className="text-center lg:text-left">
        <div className="mb-4 inline-flex drop-shadow-[0_0_30px_rgba(233,185,73,0.35)]">
          <LogoMark size={72} />
        </div>
        <p className="font-display text-2xl leading-tight font-bold text-balance text-gold-100 sm:text-3xl md:text-4xl">
          {t('login.headline')}
        </p>
        <p className="mt-3 text-mist">{t('login.subline')}</p>
        <ul className="mt-6 hidden flex-col gap-2 text-left text-sm text-parchment lg:flex">
          {FEATURES.map((key) => (
            <li key={key} className="flex items-center gap-3">
              <span aria-hidden="true" className="size-2 rotate-45 bg-jade-400" />
              {t(key)}
            </li>
          ))}
        </ul>
      </section>
      <AuthCard title={t('page.login.title')} link={{ to: '/forget', text: t('login.forgot') }}>
        <LoginTabs initialTab={params.get('tab') === 'email' ? 'email' : 'wallet'} />
      </AuthCard>
    </div>
  );
}

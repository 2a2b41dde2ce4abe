import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { WalletIcon } from '../../../components/icons.tsx';
import { TEST_IDS } from '../../../lib/test-ids.ts';

const TABS = ['wallet', 'email'] as const;
type Tab = (typeof TABS)[number];

const field =
  'mt-1 block min-h-11 w-full rounded-xl border border-ink-600 bg-ink-850 px-3 text-parchment placeholder:text-mist/70 disabled:opacity-60';

function Soon() {
  const { t } = useTranslation();
  return (
    <p className="rounded-lg border border-gold-500/30 bg-gold-400/10 px-3 py-2 text-center text-sm text-gold-200">
      {t('login.comingSoon')}
    </p>
  );
}

/** Wallet and e-mail sign-in tabs; sign-in itself comes with the auth issue, so both are disabled. */
export function LoginTabs() {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<Tab>('wallet');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tab === 'wallet' ? 'email' : 'wallet';
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div>
      <div
        role="tablist"
        aria-label={t('login.methods')}
        className="grid grid-cols-2 gap-1 rounded-xl bg-ink-850 p-1"
      >
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            data-testid={name === 'wallet' ? TEST_IDS.loginTabWallet : TEST_IDS.loginTabEmail}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
            className={`min-h-11 rounded-lg text-sm font-semibold transition ${tab === name ? 'bg-ink-700 text-gold-200 shadow' : 'text-mist hover:text-parchment'}`}
          >
            {name === 'wallet' ? t('login.tabWallet') : t('login.tabEmail')}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${tab}`}
        data-testid={TEST_IDS.loginPanel}
        className="mt-5 flex flex-col gap-4"
      >
        {tab === 'wallet' ? (
          <>
            <p className="text-sm leading-relaxed text-mist">{t('login.walletHint')}</p>
            <button type="button" disabled className={buttonStyles.primary}>
              <WalletIcon /> {t('login.connectWallet')}
            </button>
          </>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={(e) => e.preventDefault()}>
            <label className="text-sm text-mist">
              {t('login.email')}
              <input type="email" autoComplete="email" disabled className={field} />
            </label>
            <label className="text-sm text-mist">
              {t('login.password')}
              <input type="password" autoComplete="current-password" disabled className={field} />
            </label>
            <button type="submit" disabled className={buttonStyles.primary}>
              {t('login.submit')}
            </button>
          </form>
        )}
        <Soon />
      </div>
    </div>
  );
}

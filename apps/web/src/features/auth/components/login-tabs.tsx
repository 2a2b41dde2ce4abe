import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation.tsx';
import { WalletScope } from '../../../lib/wallet-scope.tsx';
import { EmailLoginForm } from './email-login-form.tsx';
import { WalletPanel } from './wallet-panel.tsx';

const TABS = ['wallet', 'email'] as const;
export type LoginTab = (typeof TABS)[number];

/** Wallet and e-mail sign-in tabs (arrow keys move between them). */
export function LoginTabs({ initialTab = 'wallet' }: { initialTab?: LoginTab }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<LoginTab>(initialTab);
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
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
            className={`min-h-11 rounded-lg text-sm font-semibold transition ${tab === name ? 'bg-ink-700 text-gold-200 shadow' : 'text-mist hover:text-parchment'}`}
          >
            {name === 'wallet' ? t('login.tabWallet') : t('login.tabEmail')}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="mt-5">
        {tab === 'wallet' ? (
          <WalletScope>
            <WalletPanel />
          </WalletScope>
        ) : (
          <EmailLoginForm />
        )}
      </div>
    </div>
  );
}

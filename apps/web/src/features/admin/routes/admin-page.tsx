import { roleAllows } from '@yuanlong/shared/operators';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useAdminTexts } from '../admin-texts.ts';
import { useOperator, useSignOut } from '../api/admin-api.ts';
import { AuditLog } from '../components/audit-log.tsx';
import { GameSyncPanel } from '../components/game-sync-panel.tsx';
import { HealthPanel } from '../components/health-panel.tsx';
import { HeldWithdrawals } from '../components/held-withdrawals.tsx';
import { OperatorsPanel } from '../components/operators-panel.tsx';
import { SettingsPanel } from '../components/settings-panel.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { UsersPanel } from '../components/users-panel.tsx';

function Console() {
  const { at } = useAdminTexts();
  const operator = useOperator();
  const signOut = useSignOut();
  const [user, setUser] = useState<number | null>(null);
  if (operator.isPending) return <div className="skeleton h-40 rounded-2xl" aria-busy="true" />;
  const me = operator.data;
  if (!me) {
    return (
      <>
        <p className="mb-5 max-w-prose text-sm text-mist">{at('admin.intro')}</p>
        <SignInForm />
      </>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-parchment">
          {at('admin.signedInAs', { name: me.name, role: at(`admin.role.${me.role}`) })}
        </p>
        <button type="button" className={buttonStyles.secondary} onClick={() => signOut.mutate()}>
          {at('admin.signOut')}
        </button>
      </div>
      <HeldWithdrawals me={me} onUser={setUser} />
      <GameSyncPanel me={me} onUser={setUser} />
      <HealthPanel />
      <UsersPanel me={me} selected={user} onSelect={setUser} />
      <SettingsPanel me={me} />
      {roleAllows(me.role, 'admin') ? <OperatorsPanel me={me} /> : null}
      <AuditLog />
    </div>
  );
}

/** /admin: the operators' console (its own sign-in with TOTP; players' sessions play no part). */
export function AdminPage() {
  const { ready, at } = useAdminTexts();
  if (!ready) return <div className="skeleton mx-auto mt-10 h-40 max-w-5xl rounded-2xl" aria-busy="true" />;
  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-8">
      <PageTitle>{at('admin.title')}</PageTitle>
      <Console />
    </main>
  );
}

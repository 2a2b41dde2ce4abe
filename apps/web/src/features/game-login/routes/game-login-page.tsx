import { useMutation, useQuery } from '@tanstack/react-query';
import { GAME_LOGIN_CODE_LENGTH } from '@yuanlong/shared/game-login';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Field } from '../../../components/form-field.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { confirmGameLogin, previewGameLogin } from '../api/game-login.ts';

const clean = (raw: string) =>
  raw
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, GAME_LOGIN_CODE_LENGTH);

/** The server's refusal, with a way on when it is about the e-mail or the role. */
function Refusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const msg = error instanceof ApiError ? error.msg : t('gamelogin.failed');
  const needsEmail = error instanceof ApiError && error.code === 403;
  return (
    <div
      role="alert"
      className="rounded-xl border border-ember-400/50 bg-ember-950/70 px-4 py-3 text-sm text-ember-100"
    >
      <p>{msg}</p>
      {needsEmail ? (
        <Link
          to="/setting"
          className="mt-2 inline-block font-semibold text-gold-200 underline-offset-4 hover:underline"
        >
          {t('gamelogin.bindEmail')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * /gameLogin?code=…: where the game's QR leads (or the code is typed). Shows the server and the
 * player's role there, and lets them confirm; the game then lets that role in.
 */
export function GameLoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const code = clean(params.get('code') ?? '');
  const [typed, setTyped] = useState(code);
  const complete = code.length === GAME_LOGIN_CODE_LENGTH;
  const preview = useQuery({
    queryKey: ['game-login', code],
    queryFn: ({ signal }) => previewGameLogin(code, signal),
    enabled: complete,
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => confirmGameLogin(code) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.reset();
    setParams({ code: clean(typed) }, { replace: true });
  };
  const done = confirm.data;
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-5">
      <PageTitle>{t('gamelogin.title')}</PageTitle>
      <p className="text-sm leading-relaxed text-mist">{t('gamelogin.intro')}</p>
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-2xl border border-ink-700 bg-ink-900/70 p-4"
      >
        <Field
          label={t('gamelogin.code')}
          value={typed}
          onChange={(e) => setTyped(clean(e.target.value))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD2345"
          trailing={
            <button
              type="submit"
              className={buttonStyles.secondary}
              disabled={typed.length !== GAME_LOGIN_CODE_LENGTH}
            >
              {t('gamelogin.check')}
            </button>
          }
        />
      </form>
      {complete && preview.isPending ? <div className="skeleton h-32 rounded-2xl" /> : null}
      {preview.isError ? <Refusal error={preview.error} /> : null}
      {preview.data && !done ? (
        <section className="flex flex-col gap-3 rounded-2xl border border-gold-500/30 bg-ink-900/80 p-4">
          <p className="text-sm text-mist">{t('gamelogin.question')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-mist">{t('gamelogin.server')}</dt>
            <dd className="font-semibold text-parchment">{preview.data.server_name}</dd>
            <dt className="text-mist">{t('gamelogin.role')}</dt>
            <dd className="font-semibold text-parchment">{preview.data.role_name}</dd>
            <dt className="text-mist">{t('gamelogin.validUntil')}</dt>
            <dd className="text-parchment">{formatDateTime(preview.data.expires_at, currentLang())}</dd>
          </dl>
          {confirm.isError ? <Refusal error={confirm.error} /> : null}
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={confirm.isPending}
            aria-busy={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            {t('gamelogin.confirm')}
          </button>
        </section>
      ) : null}
      {done ? (
        <p
          role="status"
          className="rounded-xl border border-jade-400/40 bg-jade-400/10 p-4 font-display text-lg font-bold text-jade-200"
        >
          {t('gamelogin.done', { role: done.role_name, server: done.server_name })}
        </p>
      ) : null}
    </div>
  );
}

import { buttonStyles } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** The withdrawals could not be read: say so and offer a retry (the toast showed the server's message). */
export function LoadError({ onRetry, pending }: { onRetry: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-ember-400/40 bg-ember-950/60 p-4"
    >
      <p className="text-sm text-ember-100">{t('withdraw.loadError')}</p>
      <button type="button" onClick={onRetry} disabled={pending} className={buttonStyles.secondary}>
        {t('chunk.retry')}
      </button>
    </div>
  );
}

import { AlertIcon } from '../../../components/icons.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { sharedMessage } from '../../../lib/validation.ts';

/** "Please bind e-mail first", with a link to the e-mail section. */
export function BindEmailFirst() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-2 rounded-xl border border-gold-500/40 bg-gold-400/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-gold-100">
        <AlertIcon width={18} height={18} className="text-gold-300" />
        {sharedMessage('bindEmailFirst')}
      </p>
      <a
        href="#setting-email"
        className="text-jade-300 underline-offset-4 hover:text-jade-200 hover:underline"
      >
        {t('setting.goBindEmail')}
      </a>
    </div>
  );
}

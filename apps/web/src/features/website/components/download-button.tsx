import { DownloadIcon } from '../../../components/icons.tsx';
import { OnDemandDialogButton } from '../../../components/on-demand.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

const loadDialog = () => import('./download-dialog.tsx').then((m) => m.DownloadDialog);

/**
 * The top bar's App download button; its QR dialog is fetched when first opened. `labelled`: its
 * words show beside the icon from the xl width (else the icon alone, the words for screen readers).
 */
export function DownloadButton({ labelled = true }: { labelled?: boolean }) {
  const { t } = useTranslation();
  return (
    <OnDemandDialogButton
      load={loadDialog}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl border border-gold-500/30 px-2.5 text-sm font-semibold text-gold-200 transition hover:border-gold-400 hover:bg-gold-400/10 ${labelled ? 'xl:px-3.5' : ''}`}
    >
      <DownloadIcon />
      <span className={labelled ? 'sr-only whitespace-nowrap xl:not-sr-only' : 'sr-only'}>
        {t('nav.appDownload')}
      </span>
    </OnDemandDialogButton>
  );
}

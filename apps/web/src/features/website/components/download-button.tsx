import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { DownloadIcon, ExternalIcon } from '../../../components/icons.tsx';
import { safeExternalUrl } from '../../../lib/format.ts';
import { TEST_IDS } from '../../../lib/test-ids.ts';
import { useWebsiteSetting } from '../api/get-website-settings.ts';
import { QrImage } from './qr-image.tsx';

function DownloadBody() {
  const { t } = useTranslation();
  const url = safeExternalUrl(useWebsiteSetting('down_url'));
  if (!url) {
    return (
      <p
        data-testid={TEST_IDS.downloadUnavailable}
        className="rounded-xl bg-ink-850 p-4 text-center text-sm text-mist"
      >
        {t('download.unavailable')}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <QrImage value={url} alt={t('download.qrAlt')} />
      <a
        data-testid={TEST_IDS.downloadLink}
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={`${buttonStyles.secondary} w-full`}
      >
        {t('download.open')}
        <ExternalIcon width={16} height={16} />
      </a>
    </div>
  );
}

/** The top bar's App download button and its QR dialog (link from the `down_url` setting). */
export function DownloadButton() {
  const { t } = useTranslation();
  return (
    <Dialog.Root>
      <Dialog.Trigger
        data-testid={TEST_IDS.appDownload}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-xl border border-gold-500/30 px-2.5 text-sm font-semibold text-gold-200 transition hover:border-gold-400 hover:bg-gold-400/10 lg:px-3.5"
      >
        <DownloadIcon />
        <span className="sr-only lg:not-sr-only">{t('nav.appDownload')}</span>
      </Dialog.Trigger>
      <ModalContent
        testId={TEST_IDS.downloadDialog}
        title={t('download.title')}
        description={t('download.description')}
      >
        <DownloadBody />
      </ModalContent>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { ExternalIcon } from '../../../components/icons.tsx';
import { QrImage } from '../../../components/qr-image.tsx';
import { safeExternalUrl } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useWebsiteSetting } from '../api/get-website-settings.ts';

function DownloadBody() {
  const { t } = useTranslation();
  const url = safeExternalUrl(useWebsiteSetting('down_url'));
  if (!url) {
    return (
      <p className="rounded-xl bg-ink-850 p-4 text-center text-sm text-mist">{t('download.unavailable')}</p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <QrImage
        value={url}
        alt={t('download.qrAlt')}
        size={208}
        className="mx-auto rounded-xl p-2 shadow-[0_0_40px_-8px] shadow-gold-400/50"
      />
      <a href={url} target="_blank" rel="noopener noreferrer" className={`${buttonStyles.secondary} w-full`}>
        {t('download.open')}
        <ExternalIcon width={16} height={16} />
      </a>
    </div>
  );
}

/** The app download dialog: a QR code of the `down_url` setting and a link to it. */
export function DownloadDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent title={t('download.title')} description={t('download.description')}>
        <DownloadBody />
      </ModalContent>
    </Dialog.Root>
  );
}

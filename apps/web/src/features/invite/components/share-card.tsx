import { buttonStyles } from '../../../components/button-styles.ts';
import { QrImage } from '../../../components/qr-image.tsx';
import { Section } from '../../../components/section.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** Copies `text` to the clipboard and says so (or says to select it by hand). */
function CopyButton({ text, copied }: { text: string; copied: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(copied, 'success');
    } catch {
      showToast(t('invite.copyFailed'), 'error');
    }
  };
  return (
    <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
      {t('invite.copy')}
    </button>
  );
}

/** My invite code and share link, each with a copy button, the link's QR code and a native share. */
export function ShareCard({ code, shareUrl }: { code: string; shareUrl: string }) {
  const { t } = useTranslation();
  const link = new URL(shareUrl, window.location.origin).toString();
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator
      .share({ title: t('invite.shareTitle'), text: t('invite.shareText', { code }), url: link })
      .catch(() => {
        // Closing the share sheet is not an error worth a message.
      });
  return (
    <Section title={t('invite.cardTitle')}>
      <div className="flex flex-col gap-5 md:flex-row md:items-center">
        <QrImage
          value={link}
          alt={t('invite.qrAlt')}
          size={192}
          className="mx-auto shrink-0 rounded-2xl p-3 md:mx-0"
        />
        <dl className="flex min-w-0 flex-1 flex-col gap-4">
          <div>
            <dt className="text-xs text-mist">{t('invite.code')}</dt>
            <dd className="mt-1 flex items-center gap-3">
              <span className="font-display text-2xl font-bold tracking-[0.2em] text-gold-100">{code}</span>
              <CopyButton text={code} copied={t('invite.copiedCode')} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-mist">{t('invite.link')}</dt>
            <dd className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
              <span className="min-w-0 break-all rounded-lg bg-ink-850 px-3 py-2 text-sm text-parchment">
                {link}
              </span>
              <span className="flex shrink-0 gap-2">
                <CopyButton text={link} copied={t('invite.copiedLink')} />
                {canShare ? (
                  <button type="button" className={buttonStyles.primary} onClick={share}>
                    {t('invite.share')}
                  </button>
                ) : null}
              </span>
            </dd>
          </div>
          <p className="text-sm text-mist">{t('invite.reward')}</p>
        </dl>
      </div>
    </Section>
  );
}

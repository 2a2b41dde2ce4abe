import * as Dialog from '@radix-ui/react-dialog';
import { buttonStyles } from '../../../components/button-styles.ts';
import { ModalContent } from '../../../components/dialog.tsx';
import { QrImage } from '../../../components/qr-image.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useWalletConnectTexts } from './walletconnect-texts.ts';

/**
 * WalletConnect's pairing link `uri` (null: closed) as a QR code to scan with a phone's wallet, a
 * link that opens a wallet app on this phone, and a copy button. Closing it gives up (`onCancel`).
 */
export function PairingDialog({ uri, onCancel }: { uri: string | null; onCancel: () => void }) {
  const { ready, wt } = useWalletConnectTexts();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(wt('walletconnect.copied'), 'success');
    } catch {
      showToast(wt('walletconnect.copyFailed'), 'error');
    }
  };
  return (
    <Dialog.Root
      open={uri !== null && ready}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      {uri !== null && ready ? (
        <ModalContent title={wt('walletconnect.title')} description={wt('walletconnect.hint')}>
          <QrImage value={uri} alt={wt('walletconnect.qr')} size={232} className="mx-auto rounded-xl p-3" />
          <div className="mt-5 grid gap-2 sm:grid-cols-2">
            <a href={uri} className={`${buttonStyles.primary} text-center`}>
              {wt('walletconnect.open')}
            </a>
            <button type="button" className={buttonStyles.secondary} onClick={() => void copy(uri)}>
              {wt('walletconnect.copy')}
            </button>
          </div>
        </ModalContent>
      ) : null}
    </Dialog.Root>
  );
}

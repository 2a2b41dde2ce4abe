import { assetDetailPath } from '@yuanlong/shared/activities';
import type { CardDetail } from '@yuanlong/shared/card';
import { buttonStyles } from '../../../components/button-styles.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { showToast } from '../../../lib/toast.ts';
import { useShareTexts } from '../share-texts.ts';

/** The share icon: a box with an arrow leaving it (decorative; the button has the words). */
function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 15V3m0 0L7.5 7.5M12 3l4.5 4.5M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2" />
    </svg>
  );
}

/**
 * Shares the asset's page: the device's share sheet where there is one (phones), else the link
 * copied to the clipboard with a toast. The link is the page's own address, whose HTML carries
 * the preview (title, price, picture) that chats and social sites show.
 */
export function ShareButton({ asset }: { asset: CardDetail }) {
  const { ready, st } = useShareTexts();
  if (!ready) return null;
  const url = new URL(assetDetailPath(asset.kind, asset.id), window.location.origin).toString();
  const text = asset.listing
    ? st('share.textOnSale', {
        name: asset.name,
        price: formatAmount(asset.listing.price, asset.listing.coin),
        coin: asset.listing.coin,
      })
    : st('share.text', { name: asset.name });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(st('share.copied'), 'success');
    } catch {
      showToast(st('share.copyFailed'), 'error');
    }
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: asset.name, text, url });
        return;
      } catch (error) {
        // Closing the share sheet is no failure; a sheet that cannot open falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy();
  };
  return (
    <button
      type="button"
      aria-label={st('share.label', { name: asset.name })}
      className={`${buttonStyles.secondary} shrink-0`}
      onClick={() => void share()}
    >
      <ShareIcon />
      {st('share.button')}
    </button>
  );
}

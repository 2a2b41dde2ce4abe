import { MARKET_BATCH_MAX } from '@yuanlong/shared/market-batch-limit';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CartIcon, CheckIcon } from '../../../components/icons.tsx';
import { isOwnListing, type ListingRef } from '../../../lib/listing-action.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { addToCart, removeFromCart } from '../cart-store.ts';
import { useCart } from '../use-cart.ts';

/**
 * Puts a listing in the signed-in account's cart at the price shown, or takes it out again (a
 * toggle); a listing whose price changed since it went in is put in again at the new price.
 * `compact`: the round button over a market card's picture (the card places it). Not shown on
 * the viewer's own listings.
 */
export function AddToCartButton({ listing, compact }: { listing: ListingRef; compact: boolean }) {
  const { t } = useTranslation();
  const { userId, user, entries } = useCart();
  // One's own listing cannot be bought (the server says "own listing"): nothing to add.
  if (userId === undefined || isOwnListing(listing, user?.address)) return null;
  const entry = entries.find((e) => e.id === listing.id);
  const inCart = entry !== undefined && entry.price === listing.price && entry.coin === listing.coin;
  const toggle = () => {
    if (inCart) {
      removeFromCart(userId, [listing.id]);
      return;
    }
    if (!addToCart(userId, listing)) showToast(t('cart.full', { max: MARKET_BATCH_MAX }), 'error');
    else showToast(t('cart.added', { name: listing.name }), 'success');
  };
  const label = inCart ? t('cart.remove', { name: listing.name }) : t('cart.add', { name: listing.name });
  if (compact) {
    return (
      <button
        type="button"
        aria-label={label}
        aria-pressed={inCart}
        onClick={toggle}
        className={`inline-flex size-10 items-center justify-center rounded-full border shadow-lg shadow-black/40 transition ${
          inCart
            ? 'border-jade-400 bg-jade-500/90 text-ink-950'
            : 'border-gold-500/50 bg-ink-950/90 text-gold-200 hover:border-gold-300 hover:text-gold-100'
        }`}
      >
        {inCart ? <CheckIcon width={18} height={18} /> : <CartIcon width={18} height={18} />}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={inCart}
      onClick={toggle}
      className={`${buttonStyles.secondary} w-full`}
    >
      {inCart ? <CheckIcon width={18} height={18} /> : <CartIcon width={18} height={18} />}
      {inCart ? t('cart.inCart') : entry ? t('cart.updatePrice') : t('cart.addShort')}
    </button>
  );
}

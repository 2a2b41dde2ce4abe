import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles.ts';
import { CartIcon } from '../../../components/icons.tsx';
import { OnDemand } from '../../../components/on-demand.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCart } from '../use-cart.ts';

// The sheet comes with its first opening, not with every page's first load.
const loadSheet = () => import('./cart-sheet.tsx').then((m) => m.CartSheet);

/** The top bar's cart: its count, and the cart sheet it opens. Only for a signed-in account. */
export function CartButton() {
  const { t } = useTranslation();
  const { userId, entries } = useCart();
  const [open, setOpen] = useState(false);
  if (userId === undefined) return null;
  return (
    <>
      <button
        type="button"
        aria-label={t('cart.open', { count: entries.length })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={`${buttonStyles.icon} relative`}
      >
        <CartIcon />
        {entries.length ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 text-[0.7rem] font-bold text-ink-950"
          >
            {entries.length}
          </span>
        ) : null}
      </button>
      <OnDemand
        open={open}
        load={loadSheet}
        props={{ open, onOpenChange: setOpen }}
        onFailed={() => setOpen(false)}
      />
    </>
  );
}

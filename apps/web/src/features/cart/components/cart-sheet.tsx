import * as Dialog from '@radix-ui/react-dialog';
import type { CartBuyResult } from '@yuanlong/shared/market-batch';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { FundPasswordField } from '../../../components/fund-password-field.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { useReturnFocus } from '../../../components/return-focus.ts';
import { keepOpenOnToasts } from '../../../components/toaster.tsx';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useBuyCart } from '../api/buy-cart.ts';
import { leavingCart } from '../cart-outcome.ts';
import { type CartEntry, removeFromCart, repriceInCart } from '../cart-store.ts';
import { totalsByCoin } from '../cart-totals.ts';
import { useCart } from '../use-cart.ts';
import { CartEntries, CartTotals } from './cart-entries.tsx';
import { CartResults } from './cart-results.tsx';

interface Outcome {
  result: CartBuyResult;
  sent: readonly CartEntry[];
}

/** The cart as a sheet from the side: its listings, totals per coin, one fund password, buy all. */
export function CartSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const { userId, user, entries } = useCart();
  const buy = useBuyCart();
  const returnFocus = useReturnFocus();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const totals = totalsByCoin(entries, user?.coins);
  const noFundPassword = user !== undefined && !user.has_pay_password;
  const close = () => onOpenChange(false);
  const reset = () => {
    setOutcome(null);
    setAccepted(new Set());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (userId === undefined || !entries.length) return;
    if (!password) {
      setMissing(true);
      return;
    }
    const sent = entries;
    let result: CartBuyResult;
    try {
      result = await buy.mutateAsync({
        pay_password: password,
        items: sent.map((e) => ({ id: e.id, expected_price: e.price, coin: e.coin })),
        servers: Object.fromEntries(sent.map((e) => [e.id, e.server_id])),
      });
    } catch {
      // The API client has shown the server's message (wrong or locked fund password…).
      setPassword('');
      return;
    }
    setPassword('');
    removeFromCart(userId, leavingCart(result));
    const bought = result.items.filter((item) => item.ok).length;
    showToast(t('cart.resultSummary', { bought, count: result.items.length }), bought ? 'success' : 'error');
    setOutcome({ result, sent });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm motion-safe:animate-fade-in" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          onInteractOutside={keepOpenOnToasts}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-gold-500/30 bg-ink-900 shadow-2xl shadow-black/60 sm:w-[28rem]"
        >
          <div className="flex items-center justify-between gap-2 border-b border-ink-700 px-4 py-3">
            <div className="flex items-center gap-2">
              <Dialog.Title className="font-display text-xl font-bold text-gold-200">
                {t('cart.title')}
              </Dialog.Title>
              {entries.length ? (
                <span className="rounded-full bg-gold-400/15 px-2 py-0.5 text-sm font-semibold text-gold-200">
                  {entries.length}
                </span>
              ) : null}
            </div>
            <Dialog.Close
              aria-label={t('common.close')}
              className="inline-flex size-10 items-center justify-center rounded-lg text-mist hover:bg-white/5 hover:text-parchment"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            {outcome ? (
              <CartResults
                result={outcome.result}
                entries={outcome.sent}
                accepted={accepted}
                onAcceptPrice={(id, price, coin) => {
                  if (userId !== undefined) repriceInCart(userId, id, price, coin);
                  setAccepted(new Set([...accepted, id]));
                }}
              />
            ) : entries.length ? (
              <div className="flex flex-col gap-4">
                <CartEntries
                  entries={entries}
                  onRemove={(id) => userId !== undefined && removeFromCart(userId, [id])}
                  onOpenItem={close}
                />
                <CartTotals totals={totals} />
              </div>
            ) : (
              <div className="py-12 text-center">
                <p className="text-sm text-mist">{t('cart.empty')}</p>
                <Link to="/marketplace" onClick={close} className={`${buttonStyles.secondary} mt-4`}>
                  {t('account.browseMarket')}
                </Link>
              </div>
            )}
          </div>
          <div className="border-t border-ink-700 px-4 py-4">
            {outcome ? (
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <button type="button" onClick={close} className={buttonStyles.ghost}>
                  {t('common.close')}
                </button>
                {entries.length ? (
                  <button type="button" onClick={reset} className={buttonStyles.primary}>
                    {t('cart.backToCart', { count: entries.length })}
                  </button>
                ) : null}
              </div>
            ) : entries.length ? (
              <form noValidate onSubmit={submit} className="flex flex-col gap-3">
                <FundPasswordField
                  hasPassword={!noFundPassword}
                  value={password}
                  missing={missing}
                  onChange={(value) => {
                    setPassword(value);
                    setMissing(false);
                  }}
                />
                <button
                  type="submit"
                  disabled={buy.isPending || noFundPassword}
                  className={`${buttonStyles.primary} w-full`}
                >
                  {buy.isPending ? t('common.processing') : t('cart.buyAll', { count: entries.length })}
                </button>
              </form>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

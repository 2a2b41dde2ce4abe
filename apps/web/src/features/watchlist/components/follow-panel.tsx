import type { Coin } from '@yuanlong/shared/coins';
import { MARKET_DEFAULT_COIN } from '@yuanlong/shared/market';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { useWatchTexts, type WatchT } from '../../../lib/feature-texts.ts';
import { showToast } from '../../../lib/toast.ts';
import { useFollowAsset, useUnfollowAsset } from '../api/follow-asset.ts';
import { useWatchlist } from '../api/get-watchlist.ts';
import { StarIcon } from './star-icon.tsx';
import { ThresholdForm } from './threshold-form.tsx';

/** What a follow's alert price says: "at or below 12 MDS", or "when listed or auctioned". */
export function alertText(wt: WatchT, below: string | null, coin: Coin | null, any: 'asset' | 'search') {
  if (below && coin) return wt('watch.alertAt', { price: `${formatAmount(below, coin)} ${coin}` });
  return wt(any === 'asset' ? 'watch.alertAny' : 'watch.alertAnySearch');
}

/**
 * The asset page's follow control (under the trade panel): follow or unfollow with one press,
 * and, while followed, the alert price. Loaded with the page's panels, not with the first load.
 */
export function FollowPanel({ asset }: { asset: { id: number; name: string } }) {
  const { ready, wt } = useWatchTexts();
  const { data, isError } = useWatchlist();
  const follow = useFollowAsset();
  const unfollow = useUnfollowAsset();
  const [editing, setEditing] = useState(false);
  if (!ready || isError) return null;
  const followed = data?.assets.find((a) => a.asset_id === asset.id);
  const busy = !data || follow.isPending || unfollow.isPending;
  const toggle = () => {
    if (followed)
      unfollow.mutate(asset.id, {
        onSuccess: () => {
          setEditing(false);
          showToast(wt('watch.removed'), 'success');
        },
      });
    else
      follow.mutate(
        { assetId: asset.id, below_price: null, coin: null },
        { onSuccess: () => showToast(wt('watch.followed'), 'success') },
      );
  };
  return (
    <section
      aria-label={wt('watch.followTitle')}
      data-testid="follow-panel"
      className="rounded-2xl border border-ink-700 bg-ink-900/70 p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display font-bold text-gold-200">{wt('watch.followTitle')}</h2>
          <p className="mt-0.5 text-xs text-mist">
            {followed ? alertText(wt, followed.below_price, followed.coin, 'asset') : wt('watch.followHint')}
          </p>
        </div>
        <button
          type="button"
          aria-pressed={Boolean(followed)}
          disabled={busy}
          onClick={toggle}
          className={`${followed ? buttonStyles.secondary : buttonStyles.primary} shrink-0`}
        >
          <StarIcon on={Boolean(followed)} />
          {followed ? wt('watch.following') : wt('watch.follow')}
        </button>
      </div>
      {followed ? (
        <div className="mt-3 border-t border-white/5 pt-3">
          {editing ? (
            <ThresholdForm
              wt={wt}
              label={wt('watch.editPriceOf', { name: asset.name })}
              initial={{ below_price: followed.below_price, coin: followed.coin }}
              defaultCoin={followed.listing?.coin ?? MARKET_DEFAULT_COIN}
              busy={follow.isPending}
              onCancel={() => setEditing(false)}
              onSave={(threshold) =>
                follow.mutate(
                  { assetId: asset.id, ...threshold },
                  {
                    onSuccess: () => {
                      setEditing(false);
                      showToast(wt('watch.saved'), 'success');
                    },
                  },
                )
              }
            />
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <button type="button" onClick={() => setEditing(true)} className={buttonStyles.ghost}>
                {wt('watch.editPrice')}
              </button>
              <Link to="/watchlist" className={buttonStyles.ghost}>
                {wt('watch.openWatchlist')}
              </Link>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}

import { tierOf } from '@yuanlong/shared/asset-art';
import type { CardDetail } from '@yuanlong/shared/card';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AssetPicture } from '../../../components/asset/asset-art.tsx';
import { TIER_BORDER } from '../../../components/asset/badges.tsx';
import { useAssetPanel } from '../../../lib/owner-asset-action.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAfterPaint } from '../../../lib/use-after-paint.ts';
import { useNearScreen } from '../../../lib/use-near-screen.ts';
import { AssetHeader } from './asset-header.tsx';
import { AssetHistorySection } from './asset-history-section.tsx';
import { AttributeGrid, ProgressStrip } from './asset-stats.tsx';
import { DragonPanel } from './dragon-panel.tsx';
import { OwnershipTable } from './ownership-table.tsx';
import { PriceHistorySection } from './price-history-section.tsx';
import { SkillList } from './skill-list.tsx';
import { TradePanel } from './trade-panel.tsx';

/**
 * An asset's page: picture and trade panel (sticky beside the details on a desktop, first on a
 * phone), then name and classification, progress, dragon fields, attributes, skills, the price
 * chart and the ownership history. The details (from the progress strip on) render after the
 * first paint, in a task of their own (see useAfterPaint), and stay in the page for find-in-page
 * and assistive technology. The panels under the trade panel (offers, auction) render once they
 * near the screen: below a phone's first screen, a load does not fetch, run and lay them out.
 */
export function AssetDetail({ asset, extra }: { asset: CardDetail; extra?: ReactNode }) {
  const { t } = useTranslation();
  const panel = useAssetPanel();
  const details = useAfterPaint();
  const [panelBox, panelNear] = useNearScreen<HTMLDivElement>();
  return (
    <div>
      <Link
        to="/marketplace"
        className="mb-4 inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm text-mist hover:bg-white/5 hover:text-parchment"
      >
        <span aria-hidden="true">←</span> {t('asset.backToMarket')}
      </Link>
      {/* One column on a phone (title, picture and trade, details); on a desktop the picture and
          trade panel stay beside the title and details. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-x-8">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <AssetHeader asset={asset} />
        </div>
        <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div
            className={`mx-auto w-full max-w-[20rem] overflow-hidden rounded-2xl border-2 bg-ink-950 shadow-2xl shadow-black/50 lg:max-w-none ${TIER_BORDER[tierOf(asset.grade)]}`}
          >
            <AssetPicture asset={asset} />
          </div>
          <TradePanel asset={asset} />
          {/* While empty (not yet near, or no panel applies) it takes no room: its margin undoes the gap. */}
          <div ref={panelBox} className="flex flex-col gap-4 empty:-mt-4">
            {panelNear ? panel?.(asset) : null}
          </div>
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-2">
          {details ? (
            <>
              <ProgressStrip asset={asset} />
              {asset.dragon ? <DragonPanel dragon={asset.dragon} level={asset.level} /> : null}
              {extra}
              <AttributeGrid attributes={asset.attributes} />
              <SkillList skills={asset.skills} dragon={asset.dragon !== null} />
              <PriceHistorySection asset={asset} />
              <OwnershipTable history={asset.history} />
              <AssetHistorySection assetId={asset.id} />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

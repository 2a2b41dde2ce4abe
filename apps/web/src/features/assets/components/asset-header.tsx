import type { CardDetail } from '@yuanlong/shared/card';
import { CampTag, ElementTag, GradeBadge, Stars, StatusBadge } from '../../../components/asset/badges.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useNames } from '../../../lib/catalogue.ts';
import { useServerName } from '../../../lib/servers.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ShareButton } from './share-button.tsx';

const term = 'text-xs font-semibold tracking-widest text-gold-300/80 uppercase';

/** Name, classification badges, owner, status and where the asset is. */
export function AssetHeader({ asset }: { asset: CardDetail }) {
  const { t } = useTranslation();
  const names = useNames();
  const serverName = useServerName();
  return (
    <div>
      <PageTitle eyebrow={names('kind', asset.kind)}>{asset.name}</PageTitle>
      <span className="sr-only">{asset.name}</span>
      <div className="-mt-3 mb-5 flex flex-wrap items-center gap-x-3 gap-y-2">
        {asset.grade ? <GradeBadge grade={asset.grade} /> : null}
        {asset.star ? <Stars star={asset.star} /> : null}
        {asset.camp ? <CampTag camp={asset.camp} /> : null}
        {asset.element ? <ElementTag element={asset.element} /> : null}
        {asset.profession ? (
          <span className="text-xs text-parchment">{names('profession', asset.profession)}</span>
        ) : null}
        <span className="ml-auto">
          <ShareButton asset={asset} />
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-ink-700 bg-ink-900/70 p-4 sm:grid-cols-4">
        <div className="col-span-2 min-w-0">
          <dt className={term}>{t('asset.owner')}</dt>
          <dd className="mt-1 flex min-w-0 flex-wrap items-baseline gap-x-2 text-sm text-parchment">
            <span className="font-mono">{asset.owner.address || '—'}</span>
            {asset.owner.nickname ? <span className="truncate text-mist">{asset.owner.nickname}</span> : null}
          </dd>
        </div>
        <div>
          <dt className={term}>{t('asset.status')}</dt>
          <dd className="mt-1">
            <StatusBadge status={asset.status} />
          </dd>
        </div>
        <div>
          <dt className={term}>{t('asset.location')}</dt>
          <dd className="mt-1 text-sm text-parchment">
            {names('location', asset.location)}
            {asset.server_id !== null ? (
              <span data-testid="asset-server" className="ml-1.5 text-gold-200">
                · {serverName(asset.server_id)}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-4">
          <dt className={term}>{t('asset.token')}</dt>
          <dd className="mt-1 font-mono text-sm text-parchment">#{asset.token_id ?? asset.id}</dd>
        </div>
      </dl>
    </div>
  );
}

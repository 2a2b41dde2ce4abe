import { assetIdFrom } from '@yuanlong/shared/first-data';
import { Navigate, useSearchParams } from 'react-router';
import { isDragon } from '../../../lib/catalogue.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { assetQueryOptions, useAsset } from '../api/get-asset.ts';
import { DetailPage } from '../components/detail-page.tsx';

/** /cardDetail?id=…: a hero card, equipment, pet or spirit stone (a dragon goes to its own page). */
export function CardDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = assetIdFrom(params.get('id'));
  const query = useAsset(id);
  if (query.data && isDragon(query.data.kind)) return <Navigate replace to={`/dragonDetail?id=${id}`} />;
  return <DetailPage id={id} query={query} title={t('page.cardDetail.title')} />;
}

/** Asks for the asset of a /cardDetail URL while the page is on its way (see lazyPage). */
export function prefetchCardDetail(url: URL): Promise<void> | undefined {
  const id = assetIdFrom(url.searchParams.get('id'));
  if (id === null) return;
  return queryClient.prefetchQuery(assetQueryOptions(id));
}

import { assetDetailPath, GUN_PATHS, gunKindOf } from '@yuanlong/shared/activities';
import { assetIdFrom } from '@yuanlong/shared/first-data';
import { Navigate, useParams } from 'react-router';
import { isDragon } from '../../../lib/catalogue.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useAsset } from '../api/get-asset.ts';
import { DetailPage } from '../components/detail-page.tsx';

/**
 * /gun/equip/{index_id}, /gun/pet/{index_id}, /gun/lingshi/{index_id} (the spec's activity link
 * templates): the detail of that equipment, pet or spirit stone. An asset of another kind opens
 * at its own address; an unknown type goes home like any unknown path.
 */
export function GunDetailPage() {
  const { t } = useTranslation();
  const { type = '', indexId = null } = useParams();
  const kind = gunKindOf(type);
  const id = assetIdFrom(indexId);
  const query = useAsset(kind === undefined ? null : id);
  if (kind === undefined) return <Navigate replace to="/" />;
  const found = query.data;
  if (found && found.kind !== kind) {
    const gun = GUN_PATHS[found.kind as keyof typeof GUN_PATHS];
    const to =
      gun && !isDragon(found.kind) ? `/gun/${gun}/${found.id}` : assetDetailPath(found.kind, found.id);
    return <Navigate replace to={to} />;
  }
  return <DetailPage id={id} query={query} title={t(`page.gun.${GUN_PATHS[kind]}`)} />;
}

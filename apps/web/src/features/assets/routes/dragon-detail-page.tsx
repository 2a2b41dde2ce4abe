import type { CardDetail } from '@yuanlong/shared/card';
import { assetIdFrom } from '@yuanlong/shared/first-data';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { useDragon } from '../api/get-dragon.ts';
import { DetailPage } from '../components/detail-page.tsx';

/**
 * /dragonDetail?id=…: a dragon, with its refine level, team figures, state and level-gated skills;
 * `extra` is what the app adds for the dragon (its owner's care actions, another feature's).
 */
export function DragonDetailPage({ extra }: { extra?: (asset: CardDetail) => ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = assetIdFrom(params.get('id'));
  return <DetailPage id={id} query={useDragon(id)} title={t('page.dragonDetail.title')} extra={extra} />;
}

import { DragonDetailPage as DragonDetail } from '../../features/assets/routes/dragon-detail-page.tsx';
import { DragonCare } from '../../features/dragon/components/dragon-care.tsx';

/** /dragonDetail: the dragon's detail with, for its owner, activation, level and refine. */
export function DragonDetailPage() {
  return <DragonDetail extra={(asset) => <DragonCare asset={asset} />} />;
}

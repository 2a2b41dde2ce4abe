import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { DragonDuel } from '../components/dragon-duel.tsx';
import { DragonShowcase } from '../components/dragon-showcase.tsx';
import { EggIncubator } from '../components/egg-incubator.tsx';

/** /dragong, the small-dragon page: my MEggs hatching, the showcase of my real dragons and a duel with them. */
export function DragongPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageTitle>{t('page.dragong.title')}</PageTitle>
      <p className="-mt-2 mb-5 text-sm text-mist">{t('dragong.intro')}</p>
      <div className="flex flex-col gap-5">
        <EggIncubator />
        <DragonShowcase />
        <DragonDuel />
      </div>
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { categoryFrom } from '../activity-view.ts';
import { ActivityFeed } from '../components/activity-feed.tsx';
import { CategoryChips } from '../components/category-chips.tsx';
import { ExportButton } from '../components/export-button.tsx';

/** My activity: trades, deposits and account events, newest first, filtered by ?category=. */
export function ActivityPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  return (
    <div>
      <PageTitle>{t('page.activity.title')}</PageTitle>
      <p className="-mt-4 mb-5 text-sm text-mist">{t('activity.intro')}</p>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <CategoryChips selected={category} />
        <div className="mb-4">
          <ExportButton category={category} />
        </div>
      </div>
      <ActivityFeed category={category} />
    </div>
  );
}

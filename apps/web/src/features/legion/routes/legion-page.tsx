import { PageTitle } from '../../../components/page-title.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { usePointsAccount } from '../api/get-points-account.ts';
import { useTeam } from '../api/get-team.ts';
import { LegionNav } from '../components/legion-nav.tsx';
import { LevelCard } from '../components/level-card.tsx';
import { PointsCard } from '../components/points-card.tsx';

/** The legion: my level and its progress, my points and the 7-day claim. */
export function LegionPage() {
  const { t } = useTranslation();
  const team = useTeam();
  const account = usePointsAccount();
  return (
    <div>
      <PageTitle>{t('page.legion.title')}</PageTitle>
      <LegionNav />
      <div className="flex flex-col gap-5">
        {team.data ? (
          <LevelCard team={team.data} />
        ) : (
          <p className="text-sm text-mist">{t('common.loading')}</p>
        )}
        {account.data ? <PointsCard account={account.data} /> : null}
      </div>
    </div>
  );
}

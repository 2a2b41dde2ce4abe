import { DRAGON_SKILL_LEVELS, DRAGON_STATES } from '@yuanlong/shared/catalogue';
import { formatUnits } from '@yuanlong/shared/coins';
import { dragonStats } from '@yuanlong/shared/dragon-care';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { Link } from 'react-router';
import { AssetArt } from '../../../components/asset/asset-art.tsx';
import { Section } from '../../../components/section.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { useMyDragons } from '../api/get-my-dragons.ts';

const skillsOf = (level: number) => DRAGON_SKILL_LEVELS.filter((at) => level >= at).length;

function DragonCard({ dragon, rank }: { dragon: OwnedAsset; rank: number }) {
  const { t } = useTranslation();
  const activated = dragon.dragon_state === DRAGON_STATES.activated.code;
  return (
    <li>
      <Link
        to={`/dragonDetail?id=${dragon.id}`}
        className={`group block overflow-hidden rounded-2xl border-2 bg-ink-950 transition hover:-translate-y-0.5 ${
          rank === 0
            ? 'border-gold-400/70 shadow-[0_0_32px_-6px] shadow-gold-400/60'
            : 'border-ink-600 hover:border-gold-500/60'
        }`}
      >
        <div className={activated ? 'motion-safe:animate-float' : 'opacity-70 grayscale-[40%]'}>
          <AssetArt
            id={dragon.id}
            kind={4}
            camp={null}
            element={null}
            grade={null}
            name={dragon.name}
            label={dragon.name}
          />
        </div>
        <div className="space-y-1 px-3 py-2">
          <p className="flex items-center justify-between gap-2">
            <span className="truncate font-display font-bold text-gold-100">{dragon.name}</span>
            {rank === 0 ? <span className="text-xs text-gold-300">{t('dragong.champion')}</span> : null}
          </p>
          <p className="text-xs text-mist tabular-nums">
            {t('dragong.levelRefine', { level: dragon.level, refine: dragon.refine_level ?? 0 })}
          </p>
          <p className="text-xs tabular-nums text-parchment">
            {t('dragong.power', { power: formatUnits(BigInt(dragon.power), 0) })}
          </p>
          <p className="text-xs text-mist">
            {activated ? t('dragong.skills', { n: skillsOf(dragon.level) }) : t('dragong.sleeping')}
          </p>
        </div>
      </Link>
    </li>
  );
}

/**
 * The player's own dragons, strongest first: the champion glows, activated dragons hover, and the
 * team bonus they give together is added up (activated ones only, as in the game).
 */
export function DragonShowcase() {
  const { t } = useTranslation();
  const dragons = useMyDragons();
  const list = [...(dragons.data?.items ?? [])].sort((a, b) => b.power - a.power);
  const team = list
    .filter((d) => d.dragon_state === DRAGON_STATES.activated.code)
    .map((d) => dragonStats(d.level, d.refine_level ?? 0))
    .reduce((sum, s) => ({ hp: sum.hp + s.teamHp, att: sum.att + s.teamAttack }), { hp: 0, att: 0 });
  return (
    <Section
      title={t('dragong.showcase')}
      aside={
        <span className="text-sm text-mist tabular-nums">
          {t('dragong.team', { hp: formatUnits(BigInt(team.hp), 0), att: formatUnits(BigInt(team.att), 0) })}
        </span>
      }
    >
      {!dragons.data ? (
        <div className="skeleton h-64 rounded-xl" aria-busy="true" />
      ) : list.length === 0 ? (
        <p className="text-sm text-mist">{t('dragong.none')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((dragon, rank) => (
            <DragonCard key={dragon.id} dragon={dragon} rank={rank} />
          ))}
        </ul>
      )}
    </Section>
  );
}

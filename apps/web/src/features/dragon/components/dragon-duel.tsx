import { DRAGON_STATES, ELEMENTS } from '@yuanlong/shared/catalogue';
import { dragonStats } from '@yuanlong/shared/dragon-care';
import { useEffect, useId, useState } from 'react';
import { buttonStyles, chipStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { localName } from '../../../lib/catalogue.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useMyDragons } from '../api/get-my-dragons.ts';
import { type DuelRound, duel, type Fighter, wildDragon } from '../duel.ts';

interface Fight {
  fighters: [Fighter, Fighter];
  rounds: DuelRound[];
  winner: 0 | 1;
}

/** A fighter's HP: a meter named by the fighter, its value the HP left of the fighter's full HP. */
function HpBar({ fighter, hp }: { fighter: Fighter; hp: number }) {
  const pct = Math.round((hp * 100) / fighter.hp);
  const nameId = useId();
  return (
    <div>
      <p className="flex justify-between text-sm">
        <span id={nameId} className="font-semibold text-parchment">
          {fighter.name}
        </span>
        <span className="text-mist tabular-nums">
          {hp} / {fighter.hp}
        </span>
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a <meter> cannot show the bar's gradient and eased width */}
      <div
        role="meter"
        aria-labelledby={nameId}
        aria-valuemin={0}
        aria-valuemax={fighter.hp}
        aria-valuenow={hp}
        aria-valuetext={`${hp} / ${fighter.hp}`}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-ink-700"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-ember-500 to-gold-300 transition-[width] duration-300"
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

/**
 * A small game with the player's real dragons: pick an activated dragon and fight a wild one of
 * about its strength, blow by blow with its team HP and attack. Nothing is won or spent.
 */
export function DragonDuel() {
  const { t } = useTranslation();
  const dragons = useMyDragons();
  const ready = (dragons.data?.items ?? []).filter((d) => d.dragon_state === DRAGON_STATES.activated.code);
  const [chosen, setChosen] = useState<number | null>(null);
  const [fight, setFight] = useState<Fight | null>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!fight || shown >= fight.rounds.length) return;
    const timer = setTimeout(() => setShown((n) => n + 1), 350);
    return () => clearTimeout(timer);
  }, [fight, shown]);
  const dragon = ready.find((d) => d.id === chosen) ?? ready[0];
  const start = () => {
    if (!dragon) return;
    const seed = Date.now() % 2_147_483_647;
    const stats = dragonStats(dragon.level, dragon.refine_level ?? 0);
    const mine = { name: dragon.name, hp: stats.teamHp, attack: stats.teamAttack };
    const element = localName(ELEMENTS[1 + (seed % 5)]);
    const wild = wildDragon(dragon.level, dragon.refine_level ?? 0, seed, t('duel.wild', { element }));
    setFight({ fighters: [mine, wild], ...duel(mine, wild, seed) });
    setShown(0);
  };
  const last = fight && shown > 0 ? fight.rounds[shown - 1] : undefined;
  const over = fight !== null && shown >= fight.rounds.length;
  return (
    <Section title={t('duel.title')}>
      {ready.length === 0 ? (
        <p className="text-sm text-mist">{t('duel.needDragon')}</p>
      ) : (
        <>
          <p className="mb-3 text-sm text-mist">{t('duel.intro')}</p>
          <div className="mb-3 flex flex-wrap gap-2">
            {ready.map((d) => (
              <button
                key={d.id}
                type="button"
                aria-pressed={dragon?.id === d.id}
                className={chipStyles(dragon?.id === d.id)}
                onClick={() => setChosen(d.id)}
              >
                {d.name} · {t('dragong.levelRefine', { level: d.level, refine: d.refine_level ?? 0 })}
              </button>
            ))}
          </div>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={fight !== null && !over}
            onClick={start}
          >
            {fight ? t('duel.again') : t('duel.start')}
          </button>
          {fight ? (
            <div className="mt-4 grid gap-3">
              <HpBar fighter={fight.fighters[0]} hp={last ? last.hp[0] : fight.fighters[0].hp} />
              <HpBar fighter={fight.fighters[1]} hp={last ? last.hp[1] : fight.fighters[1].hp} />
              <p aria-live="polite" className="min-h-6 text-sm text-gold-200">
                {last
                  ? t(last.critical ? 'duel.crit' : 'duel.blow', {
                      name: fight.fighters[last.attacker].name,
                      damage: last.damage,
                    })
                  : null}
              </p>
              {over ? (
                <p className="font-display text-xl font-bold text-gold-100">
                  {fight.winner === 0 ? t('duel.won') : t('duel.lost')}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}

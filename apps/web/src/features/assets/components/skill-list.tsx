import type { CardDetail } from '@yuanlong/shared/card';
import { DRAGON_SKILL_LEVELS, SKILL_TYPES } from '@yuanlong/shared/catalogue';
import { SKILLS } from '@yuanlong/shared/skills';
import { ELEMENT_TEXT, ElementIcon } from '../../../components/asset/emblems.tsx';
import { Section } from '../../../components/section.tsx';
import { localName, useNames } from '../../../lib/catalogue.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const TYPE_NAMES = { 1: SKILL_TYPES.active.names, 2: SKILL_TYPES.passive.names } as const;

/** Active and passive skills with their element; a dragon's skills show the level that activates them. */
export function SkillList({ skills, dragon }: { skills: CardDetail['skills']; dragon: boolean }) {
  const { t } = useTranslation();
  const names = useNames();
  return (
    <Section
      title={t('asset.skills')}
      aside={
        dragon ? (
          <span className="text-xs text-mist">
            {t('dragon.skillLevels', { levels: DRAGON_SKILL_LEVELS.join(' / ') })}
          </span>
        ) : null
      }
    >
      {skills.length === 0 ? (
        <p className="text-sm text-mist">{t('asset.noSkills')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {skills.map((skill) => {
            const def = SKILLS[skill.skill_id];
            const typeName = localName(TYPE_NAMES[skill.type as 1 | 2]);
            return (
              <li
                key={skill.slot}
                className={`flex items-start gap-3 rounded-xl border p-3 ${
                  skill.unlocked
                    ? 'border-ink-600 bg-ink-850'
                    : 'border-dashed border-ink-600 bg-ink-900 opacity-70'
                }`}
              >
                <span
                  className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-current/30 bg-ink-950 ${ELEMENT_TEXT[skill.element] ?? 'text-mist'}`}
                >
                  <ElementIcon code={skill.element} width={22} height={22} />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-x-2 font-semibold text-parchment">
                    {def ? localName(def.names) : `#${skill.skill_id}`}
                    <span className="text-xs font-normal text-mist">
                      {t('asset.level', { level: skill.level })}
                    </span>
                  </p>
                  <p className="mt-0.5 text-xs text-mist">
                    {typeName} · {names('element', skill.element)}
                  </p>
                  {skill.unlock_level !== null ? (
                    <p className={`mt-1 text-xs ${skill.unlocked ? 'text-jade-300' : 'text-gold-300'}`}>
                      {skill.unlocked
                        ? t('dragon.skillActive', { level: skill.unlock_level })
                        : t('dragon.skillLocked', { level: skill.unlock_level })}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

import { LEGION_RULES, type Team } from '@yuanlong/shared/legion';
import { Section } from '../../../components/section.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { levelKey, percent } from '../legion-text.ts';

function Progress({
  label,
  value,
  goal,
  done,
}: {
  label: string;
  value: number;
  goal: number;
  done: boolean;
}) {
  const width = `${Math.min(100, Math.round((value / goal) * 100))}%`;
  return (
    <li className="flex flex-col gap-1">
      <span className="flex justify-between text-sm">
        <span className="text-parchment">{label}</span>
        <span className={done ? 'text-jade-300' : 'text-mist'}>
          {Math.min(value, goal)} / {goal}
        </span>
      </span>
      <span className="h-2 overflow-hidden rounded-full bg-ink-700" aria-hidden="true">
        <span
          className={`block h-full rounded-full ${done ? 'bg-jade-400' : 'bg-gold-400'}`}
          style={{ width }}
        />
      </span>
    </li>
  );
}

/** My level, its rates, and how far each step is (boss level, Warrior and Cavalier invitees). */
export function LevelCard({ team }: { team: Team }) {
  const { t } = useTranslation();
  const r = LEGION_RULES;
  return (
    <Section title={t('legion.myLevel')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p>
          <span className="font-display text-3xl font-bold text-gold-100">{t(levelKey(team.level))}</span>
          <span className="ml-2 text-sm text-mist">{t('legion.levelNumber', { level: team.level })}</span>
        </p>
        <p className="text-sm text-mist">
          {t('legion.myRates', { own: percent(team.own_rate_bps), invitees: percent(team.invitee_rate_bps) })}
        </p>
      </div>
      <ul className="mt-4 flex flex-col gap-3">
        <Progress
          label={t('legion.progress.boss')}
          value={team.boss_level}
          goal={r.warriorBossLevel}
          done={team.boss_level >= r.warriorBossLevel}
        />
        <Progress
          label={t('legion.progress.warriors')}
          value={team.warrior_invitees}
          goal={r.cavalierWarriorInvitees}
          done={team.warrior_invitees >= r.cavalierWarriorInvitees}
        />
        <Progress
          label={t('legion.progress.cavaliers')}
          value={team.cavalier_invitees}
          goal={r.noblemanCavalierInvitees}
          done={team.cavalier_invitees >= r.noblemanCavalierInvitees}
        />
      </ul>
      <p className="mt-4 text-sm text-mist">
        {t('legion.teamCounts', {
          invitees: team.invitees,
          activated: team.activated_invitees,
          tickets: team.summon_tickets,
        })}
      </p>
    </Section>
  );
}

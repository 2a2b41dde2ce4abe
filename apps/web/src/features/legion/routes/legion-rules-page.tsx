import { LEGION_RULES } from '@yuanlong/shared/legion';
import { PageTitle } from '../../../components/page-title.tsx';
import { Section } from '../../../components/section.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { LegionNav } from '../components/legion-nav.tsx';
import { levelKey, percent } from '../legion-text.ts';

/** The legion's rules, every figure from the shared configuration (LEGION_RULES). */
export function LegionRulesPage() {
  const { t } = useTranslation();
  const r = LEGION_RULES;
  const levels = [
    { level: 1, need: t('legion.rules.need1') },
    { level: 2, need: t('legion.rules.need2', { boss: r.warriorBossLevel }) },
    { level: 3, need: t('legion.rules.need3', { count: r.cavalierWarriorInvitees }) },
    { level: 4, need: t('legion.rules.need4', { count: r.noblemanCavalierInvitees }) },
  ] as const;
  return (
    <div>
      <PageTitle>{t('page.legionRules.title')}</PageTitle>
      <LegionNav />
      <div className="flex flex-col gap-5">
        <Section title={t('legion.rules.levels')}>
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-mist">
              <tr>
                <th className="py-2 pr-2 font-medium">{t('legion.rules.level')}</th>
                <th className="py-2 pr-2 font-medium">{t('legion.rules.need')}</th>
                <th className="py-2 pr-2 font-medium">{t('legion.rules.own')}</th>
                <th className="py-2 font-medium">{t('legion.rules.invitees')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-700">
              {levels.map(({ level, need }) => (
                <tr key={level}>
                  <td className="py-2 pr-2 font-semibold text-gold-100">{t(levelKey(level))}</td>
                  <td className="py-2 pr-2 text-parchment">{need}</td>
                  <td className="py-2 pr-2 text-parchment">{percent(r.ownSpendBps[level])}</td>
                  <td className="py-2 text-parchment">{percent(r.inviteeSpendBps[level])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <Section title={t('legion.rules.whyTitle')}>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-parchment">
            <li>{t('legion.rules.whyActivated')}</li>
            <li>{t('legion.rules.whyLadder', { boss: r.warriorBossLevel })}</li>
          </ul>
        </Section>
        <Section title={t('legion.rules.pointsTitle')}>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-parchment">
            <li>{t('legion.rules.types')}</li>
            <li>{t('legion.rules.spend', { coin: r.spendCoin })}</li>
            <li>{t('legion.rules.value', { coin: r.spendCoin })}</li>
            <li>{t('legion.rules.rounding')}</li>
            <li>{t('legion.rules.claim', { days: r.claimIntervalDays, coin: r.spendCoin })}</li>
            <li>{t('legion.rules.ranking', { size: r.rankingSize })}</li>
            <li>{t('legion.rules.tickets', { count: r.ticketsPerActivatedInvitee })}</li>
          </ul>
        </Section>
      </div>
    </div>
  );
}

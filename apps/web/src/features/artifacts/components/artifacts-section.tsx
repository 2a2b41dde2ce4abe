import { ARTIFACTS } from '@yuanlong/shared/artifacts';
import { ATTRIBUTES, type AttributeName } from '@yuanlong/shared/catalogue';
import { buttonStyles } from '../../../components/button-styles.ts';
import { Section } from '../../../components/section.tsx';
import { localName } from '../../../lib/catalogue.ts';
import { formatAmount } from '../../../lib/coins.ts';
import { showToast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useActivateArtifact } from '../api/activate-artifact.ts';
import { useArtifacts } from '../api/get-artifacts.ts';

/** "+5% HP, +8% Attack": effects in basis points with the attributes' names. */
function effectText(effects: Record<string, number>): string {
  return Object.entries(effects)
    .map(([attr, bps]) => `+${bps / 100}% ${localName(ATTRIBUTES[attr as AttributeName]?.names)}`)
    .join(', ');
}

/** The role's artifacts: each with its effect and price, activated ones marked, and the role's total bonus. */
export function ArtifactsSection() {
  const { t } = useTranslation();
  const list = useArtifacts();
  const activate = useActivateArtifact();
  if (list.isError) {
    return (
      <Section title={t('artifacts.title')}>
        <p className="text-sm text-mist">{list.error.message}</p>
      </Section>
    );
  }
  if (!list.data) return <div className="skeleton h-40 rounded-2xl" aria-busy="true" />;
  const bonus = effectText(list.data.bonus);
  return (
    <Section
      title={t('artifacts.title')}
      aside={
        <span className="text-sm text-jade-200">
          {t('artifacts.bonus', { bonus: bonus || t('artifacts.noBonus') })}
        </span>
      }
    >
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.items.map((item) => {
          const def = ARTIFACTS.find((a) => a.id === item.id);
          return (
            <li
              key={item.id}
              className={`flex flex-col gap-2 rounded-xl border p-3 ${
                item.activated ? 'border-jade-400/50 bg-jade-400/10' : 'border-ink-600 bg-ink-850'
              }`}
            >
              <p className="font-semibold text-parchment">{localName(def?.names)}</p>
              <p className="text-sm text-gold-200">{effectText(item.effects)}</p>
              {item.activated ? (
                <p className="text-sm text-jade-200">{t('artifacts.active')}</p>
              ) : (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={activate.isPending}
                  onClick={() =>
                    activate.mutate(item.id, {
                      onSuccess: () =>
                        showToast(t('artifacts.activated', { name: localName(def?.names) }), 'success'),
                    })
                  }
                >
                  {t('artifacts.activate', { price: `${formatAmount(item.price, 'MDS')} MDS` })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

import type { CardDetail } from '@yuanlong/shared/card';
import { ATTRIBUTE_NAMES, ATTRIBUTES } from '@yuanlong/shared/catalogue';
import { formatUnits } from '@yuanlong/shared/coins';
import { Section } from '../../../components/section.tsx';
import { localName } from '../../../lib/catalogue.ts';
import { useTranslation } from '../../../lib/translation.tsx';

/** An attribute value: rates are basis points (1250 → 12.5%), the rest whole numbers. */
export function attributeText(value: number, rate: boolean): string {
  return rate ? `${formatUnits(BigInt(value), 2)}%` : formatUnits(BigInt(value), 0);
}

/** Progress figures: power, level, stage, strength and the asset's number. */
export function ProgressStrip({ asset }: { asset: CardDetail }) {
  const { t } = useTranslation();
  // Dragons have no stage or strength: only the figures an asset has are shown.
  const figures: [string, string, string | null][] = [
    ['power', t('asset.power'), formatUnits(BigInt(asset.power), 0)],
    ['level', t('asset.levelLabel'), String(asset.level)],
    ['stage', t('asset.stage'), asset.stage === null ? null : String(asset.stage)],
    ['strength', t('asset.strength'), asset.strength === null ? null : `+${asset.strength}`],
    ['number', t('asset.number'), `No.${asset.number}`],
  ];
  return (
    <dl className="flex flex-wrap gap-2">
      {figures.map(([key, label, value]) =>
        value === null ? null : (
          <div
            key={key}
            className="min-w-[5.5rem] flex-1 rounded-xl border border-ink-700 bg-ink-900/70 px-3 py-2.5"
          >
            <dt className="text-xs text-mist">{label}</dt>
            <dd className="mt-0.5 font-display text-lg font-bold text-gold-100 tabular-nums">{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** The ten attributes of spec section 3. */
export function AttributeGrid({ attributes }: { attributes: CardDetail['attributes'] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('asset.attributes')}>
      <dl className="grid grid-cols-1 gap-x-8 min-[22rem]:grid-cols-2">
        {ATTRIBUTE_NAMES.map((name) => (
          <div
            key={name}
            className="flex items-baseline justify-between gap-2 border-b border-ink-700/60 py-2"
          >
            <dt className="text-sm text-mist">{localName(ATTRIBUTES[name].names)}</dt>
            <dd className="font-semibold text-parchment tabular-nums">
              {attributeText(attributes[name], ATTRIBUTES[name].rate)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

import type { CardDetail } from '@yuanlong/shared/card';
import { Price } from '../../../components/asset/badges.tsx';
import { Section } from '../../../components/section.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const cell = 'px-2 py-2.5 text-left align-top first:pl-0 last:pr-0';

/**
 * Every change of owner, newest first: when, from whom (the mint has none) to whom, at what
 * price. Three columns, so it fits a phone without sideways scrolling.
 */
export function OwnershipTable({ history }: { history: CardDetail['history'] }) {
  const { t } = useTranslation();
  const lang = currentLang();
  return (
    <Section title={t('asset.ownership')}>
      <table className="w-full text-sm">
        <thead className="text-xs text-mist">
          <tr className="border-b border-ink-700">
            <th scope="col" className={cell}>
              {t('asset.history.time')}
            </th>
            <th scope="col" className={cell}>
              {t('asset.history.from')} → {t('asset.history.to')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('asset.history.price')}
            </th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, i) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id and never reorder
              key={i}
              className="border-b border-ink-800 last:border-0"
            >
              <td className={`${cell} text-xs text-mist`}>{formatDateTime(entry.at, lang)}</td>
              <td className={`${cell} font-mono text-xs text-parchment`}>
                <span className="inline-flex flex-wrap items-center gap-x-1.5">
                  {entry.from ?? <span className="font-sans text-jade-300">{t('asset.history.minted')}</span>}
                  <span aria-hidden="true" className="text-mist">
                    →
                  </span>
                  <span>{entry.to}</span>
                </span>
              </td>
              <td className={`${cell} text-right`}>
                {entry.price !== null && entry.coin ? (
                  <Price amount={entry.price} coin={entry.coin} size="sm" />
                ) : (
                  <span className="text-mist">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

import { ASSET_KINDS, GRADE_GROUPS } from '@yuanlong/shared/catalogue';
import type { SavedSearch } from '@yuanlong/shared/watchlist';
import { classificationName, localName } from '../../../lib/catalogue.ts';
import type { TFunction } from '../../../lib/i18n.ts';

/** A saved search's filters in words ("Hero card · camp · 4★ · MDS"), or "" for every listing. */
export function searchSummary(search: SavedSearch, t: TFunction): string {
  const f = search.filter;
  const grade = f.grade === null ? undefined : GRADE_GROUPS[f.grade];
  return [
    f.kind ? localName(ASSET_KINDS[f.kind].names) : '',
    classificationName('camp', f.camp),
    classificationName('profession', f.profession),
    classificationName('element', f.element),
    grade ? t('market.grade.range', { from: grade[0], to: grade[1] }) : '',
    f.star === null ? '' : t('market.star', { count: f.star }),
    search.coin ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The market URL of a saved search (the market's parameters: val1 camp … val6 star, kind, coin). */
export function searchMarketHref(search: SavedSearch): string {
  const f = search.filter;
  const params = new URLSearchParams();
  const put = (name: string, value: string | number | null) => {
    if (value !== null) params.set(name, String(value));
  };
  put('val1', f.camp);
  put('val2', f.profession);
  put('val4', f.grade);
  put('val5', f.element);
  put('val6', f.star);
  put('kind', f.kind);
  put('coin', search.coin);
  const query = params.toString();
  return query ? `/marketplace?${query}` : '/marketplace';
}

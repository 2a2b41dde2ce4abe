import { GRADE_GROUPS } from '@yuanlong/shared/catalogue';
import type { OfferFilterView } from '@yuanlong/shared/offers';
import type { NameTable } from '../../lib/catalogue.ts';
import type { TFunction } from '../../lib/i18n.ts';
import type { OfferT } from './offer-texts.ts';

/** A collection filter in words: "Hero card · Gods · 11~15 · 5★" (only what it names). */
export function filterText(
  filter: OfferFilterView,
  names: (table: NameTable, code: number | null | undefined) => string,
  t: TFunction,
): string {
  const grade = filter.grade === null ? undefined : GRADE_GROUPS[filter.grade];
  return [
    names('kind', filter.kind),
    names('camp', filter.camp),
    names('profession', filter.profession),
    grade ? t('market.grade.range', { from: grade[0], to: grade[1] }) : '',
    names('element', filter.element),
    filter.star === null ? '' : t('market.star', { count: filter.star }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The offer's end time for the user: "in 5 h", "in 3 d", or the minutes when under an hour. */
export function timeLeft(expiresAt: string, t: OfferT, now = Date.now()): string {
  const ms = new Date(expiresAt).getTime() - now;
  if (ms <= 0) return t('offers.state.expired');
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return t('offers.left.minutes', { count: minutes });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return t('offers.left.hours', { count: hours });
  return t('offers.left.days', { count: Math.round(hours / 24) });
}

import { ALL_NAME, ASSET_KINDS } from '@yuanlong/shared/catalogue';
import { localName, useNames } from '../../../lib/catalogue.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import type { FilterGroup, FilterOption } from '../filters.ts';

/** Translation keys of the filter groups' names. */
export const GROUP_LABEL = {
  sort: 'market.filter.sort',
  kind: 'market.filter.kind',
  camp: 'market.filter.camp',
  profession: 'market.filter.profession',
  skill: 'market.filter.skill',
  grade: 'market.filter.grade',
  star: 'market.filter.star',
  coin: 'market.filter.coin',
  mode: 'market.filter.mode',
  search: 'market.filter.search',
} as const satisfies Record<FilterGroup, string>;

const SORT_LABEL = {
  '1': 'market.sort.latest',
  '2': 'market.sort.priceAsc',
  '3': 'market.sort.priceDesc',
} as const;

/** `(option) => label` in the interface language: names of the shared classification tables. */
export function useOptionLabel() {
  const { t } = useTranslation();
  const names = useNames();
  return (option: FilterOption): string => {
    if (option.group === 'sort') return t(SORT_LABEL[option.value as keyof typeof SORT_LABEL]);
    if (option.group === 'mode') return t(option.value ? 'market.mode.auction' : 'market.mode.fixed');
    if (!option.value) return localName(ALL_NAME);
    switch (option.group) {
      case 'kind':
        return localName(ASSET_KINDS[option.value as keyof typeof ASSET_KINDS].names);
      case 'camp':
        return names('camp', Number(option.value));
      case 'profession':
        return names('profession', Number(option.value));
      case 'skill':
        return names('element', Number(option.value));
      case 'grade': {
        const [from = '', to = ''] = option.key.split('-');
        return t('market.grade.range', { from, to });
      }
      case 'star':
        return t('market.star', { count: Number(option.value) });
      default:
        return option.value;
    }
  };
}

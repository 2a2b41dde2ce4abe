import { describe, expect, it } from 'vitest';
import { FILTER_OPTIONS, isSelected, marketHref } from './filters.ts';

const option = (group: 'skill' | 'grade' | 'sort', key: string) => {
  const found = FILTER_OPTIONS[group].find((o) => o.key === key);
  if (!found) throw new Error(`no ${group} ${key}`);
  return found;
};

describe('market filters', () => {
  it('has the spec drawer filters', () => {
    expect(FILTER_OPTIONS.skill.map((o) => o.key)).toEqual(['all', 'fire', 'ice', 'wind', 'light', 'dark']);
    expect(FILTER_OPTIONS.grade.map((o) => o.key)).toEqual(['1-5', '6-10', '11-15', '16-20', '21-24']);
    expect(FILTER_OPTIONS.sort.map((o) => o.key)).toEqual(['latest', 'price-asc', 'price-desc']);
  });

  it('links with val3 = sort, val4 = grade, val5 = skill, keeping the other filters', () => {
    expect(marketHref(option('sort', 'price-desc'))).toBe('/marketplace?val3=3');
    expect(marketHref(option('grade', '6-10'), '?val5=1')).toBe('/marketplace?val5=1&val4=2');
    expect(marketHref(option('skill', 'dark'), '?val5=1')).toBe('/marketplace?val5=5');
    expect(marketHref(option('skill', 'all'), '?val5=1&val3=2')).toBe('/marketplace?val3=2');
  });

  it('knows the selected chip, with "all" skills and "latest" as defaults', () => {
    expect(isSelected(option('skill', 'all'), '')).toBe(true);
    expect(isSelected(option('sort', 'latest'), '')).toBe(true);
    expect(isSelected(option('grade', '1-5'), '')).toBe(false);
    expect(isSelected(option('skill', 'ice'), '?val5=2')).toBe(true);
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { parseMarketSearch } from '../filters.ts';
import { FilterSelect } from './filter-bar.tsx';

function sortBoxAt(search: string) {
  cleanup();
  render(
    <MemoryRouter>
      <FilterSelect group="sort" filters={parseMarketSearch(search)} search={search} />
    </MemoryRouter>,
  );
  const box = screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement;
  return box.selectedOptions[0]?.textContent;
}

beforeEach(async () => {
  await setLocale('en');
});

describe('the sort box', () => {
  it('shows the sort a link names as the API does (sort=price_asc), not "Latest"', () => {
    expect(sortBoxAt('?kind=equip&coin=MDS&sort=price_asc')).toBe('Lowest price');
    expect(sortBoxAt('?sort=price_desc')).toBe('Highest price');
  });

  it('shows val3 (the spec parameter) first, and "Latest" for none or an unknown name', () => {
    expect(sortBoxAt('?val3=3&sort=price_asc')).toBe('Highest price');
    expect(sortBoxAt('?sort=cheapest')).toBe('Latest');
    expect(sortBoxAt('')).toBe('Latest');
  });
});

describe('choosing a filter', () => {
  it('keeps a choice whose render has not committed yet (the address bar is ahead of the page)', async () => {
    cleanup();
    window.history.replaceState(null, '', '/marketplace?coin=MDS');
    // The page still shows the view before the coin was chosen: its `search` is ''.
    render(
      <BrowserRouter>
        <FilterSelect group="sort" filters={parseMarketSearch('')} search="" />
      </BrowserRouter>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: '2' } });
    await waitFor(() => expect(window.location.search).toBe('?val3=2&coin=MDS'));
  });
});

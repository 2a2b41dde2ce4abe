import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Activity } from '@yuanlong/shared/activities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ActivityPage } from './activity-page.tsx';

const BUYER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const routes = [
  { path: '/activity', element: <ActivityPage /> },
  { path: '/marketplace', element: <p>market</p> },
];

function entry(id: number, overrides: Partial<Activity> = {}): Activity {
  return {
    id,
    type: 1,
    name: 'server name',
    assets_id: 40 + id,
    amount: '1000000000000000000',
    two_amount: null,
    fee: null,
    coin: 'MDS',
    tokenid: String(900_000 + id),
    nftname: `Hero ${id}`,
    two_userid: null,
    two_address: '',
    index_id: id,
    kind: 0,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

const SALE = entry(9, {
  type: 5,
  amount: '1250000000',
  two_amount: '1187500000',
  fee: '62500000',
  coin: 'HFH',
  two_userid: 7,
  two_address: BUYER,
});

/** Pages the fake server answers, by the `cursor` asked for ('' for the first). */
let pages: Record<string, { items: Activity[]; next_cursor: string | null }> = {};
let failing = false;
const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.includes('/api/message/collect')) {
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { unread: 0, read_up_to: 9 } }));
  }
  const query = new URL(url, 'http://x').searchParams;
  const page = pages[query.get('cursor') ?? ''];
  if (failing || !page) return new Response(JSON.stringify({ code: 500, msg: 'Boom', data: null }));
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data: page }));
});
const allCalls = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x'));
/** The feed's reads (the collection of read messages aside). */
const calls = () => allCalls().filter((url) => url.pathname !== '/api/message/collect');

beforeEach(async () => {
  pages = {};
  failing = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  await setLocale('en');
});

/** The feed's entries once shown. */
const entries = async () =>
  within(await screen.findByRole('list', { name: 'Activity entries' })).getAllByRole('listitem');
/** A category chip, by its name. */
const chip = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Filter activity' })).getByRole('link', { name });

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('activity page', () => {
  it('shows an entry with its name, linked asset, exact amounts and counterparty', async () => {
    pages[''] = { items: [SALE], next_cursor: null };
    renderAt('/activity', routes);
    const [row] = await entries();
    if (!row) throw new Error('no entry');
    expect(row.dataset).toMatchObject({ type: '5', category: 'trade', activityId: '9' });
    expect(within(row).getByText('Sold')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Hero 9' }).getAttribute('href')).toBe('/cardDetail?id=49');
    expect(within(row).getByText(/#900009/)).toBeTruthy();
    // HFH has 8 decimals; each figure carries its exact amount and coin in its title.
    expect(within(row).getByTitle('12.5 HFH').parentElement?.textContent).toBe('12.5HFH');
    expect(within(row).getByText('Fee').nextElementSibling?.textContent).toBe('0.625 HFH');
    expect(within(row).getByText('Received').nextElementSibling?.textContent).toBe('11.875 HFH');
    expect(within(row).getByText('Buyer').nextElementSibling?.textContent).toBe('0x709…79c8');
    expect(within(row).getByTitle(BUYER)).toBeTruthy();
    expect(screen.getByText('All activity shown: 1')).toBeTruthy();

    // Names follow the interface language without asking the server again.
    await act(() => setLocale('tw'));
    expect(within(row).getByText('市場售出')).toBeTruthy();
    expect(calls()).toHaveLength(1);
    await act(() => setLocale('en'));
  });

  it('marks the activity read once seen: collects the messages up to the newest entry shown', async () => {
    pages[''] = { items: [SALE, entry(4)], next_cursor: null };
    renderAt('/activity', routes);
    await entries();
    await waitFor(() => expect(allCalls().some((url) => url.pathname === '/api/message/collect')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => url.includes('/api/message/collect'))!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ up_to_id: 9 });
  });

  it('loads the next page with the cursor', async () => {
    pages[''] = { items: [entry(3), entry(2)], next_cursor: 'c2' };
    pages.c2 = { items: [entry(1)], next_cursor: null };
    renderAt('/activity', routes);
    expect(await entries()).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await entries()).toHaveLength(3));
    expect(calls()[1]!.searchParams.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('All activity shown: 3')).toBeTruthy();
  });

  it('asks for a category through the chips and says when it is empty', async () => {
    pages[''] = { items: [], next_cursor: null };
    const router = renderAt('/activity', routes);
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the marketplace' }).getAttribute('href')).toBe(
      '/marketplace',
    );
    expect(chip('All').getAttribute('aria-current')).toBe('page');

    fireEvent.click(chip('On-chain'));
    await waitFor(() => expect(router.state.location.search).toBe('?category=chain'));
    await waitFor(() => expect(calls().at(-1)!.searchParams.get('category')).toBe('chain'));
    expect(await screen.findByText('Nothing in this category yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all activity' }).getAttribute('href')).toBe('/activity');
    expect(chip('On-chain').getAttribute('aria-current')).toBe('page');
  });

  it('offers a retry when the feed fails', async () => {
    failing = true;
    renderAt('/activity', routes);
    expect(await screen.findByText('Your activity could not load')).toBeTruthy();
    failing = false;
    pages[''] = { items: [entry(1)], next_cursor: null };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await entries()).toHaveLength(1);
  });
});

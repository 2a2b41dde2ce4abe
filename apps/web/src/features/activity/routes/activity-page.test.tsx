import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Activity } from '@yuanlong/shared/activities';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ACTIVITY_TEST_IDS, activityFilterId } from '../test-ids.ts';
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
const fetchMock = vi.fn(async (url: string) => {
  const query = new URL(url, 'http://x').searchParams;
  const page = pages[query.get('cursor') ?? ''];
  if (failing || !page) return new Response(JSON.stringify({ code: 500, msg: 'Boom', data: null }));
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data: page }));
});
const calls = () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://x'));

beforeEach(async () => {
  pages = {};
  failing = false;
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  await setLocale('tw');
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('activity page', () => {
  it('shows an entry with its name, linked asset, exact amounts and counterparty', async () => {
    pages[''] = { items: [SALE], next_cursor: null };
    renderAt('/activity', routes);
    const row = await screen.findByTestId(ACTIVITY_TEST_IDS.activityItem);
    expect(row.dataset).toMatchObject({ type: '5', category: 'trade', activityId: '9' });
    expect(within(row).getByTestId(ACTIVITY_TEST_IDS.activityName).textContent).toBe('市場售出');
    const asset = within(row).getByTestId(ACTIVITY_TEST_IDS.activityAsset);
    expect(within(asset).getByRole('link').getAttribute('href')).toBe('/cardDetail?id=49');
    expect(asset.textContent).toContain('#900009');
    // HFH has 8 decimals.
    expect(within(row).getByTestId(ACTIVITY_TEST_IDS.activityAmount).textContent).toBe('12.5HFH');
    expect(within(row).getByTestId(ACTIVITY_TEST_IDS.activityFee).textContent).toBe('0.625 HFH');
    expect(within(row).getByTestId(ACTIVITY_TEST_IDS.activityReceived).textContent).toBe('11.875 HFH');
    expect(within(row).getByTestId(ACTIVITY_TEST_IDS.activityParty).textContent).toBe('買家0x709…79c8');
    expect(screen.getByTestId(ACTIVITY_TEST_IDS.activityEnd).textContent).toBe('已顯示全部 1 筆動態');

    // Names follow the interface language without asking the server again.
    await act(() => setLocale('en'));
    expect(within(row).getByTestId(ACTIVITY_TEST_IDS.activityName).textContent).toBe('Sold');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('loads the next page with the cursor', async () => {
    pages[''] = { items: [entry(3), entry(2)], next_cursor: 'c2' };
    pages.c2 = { items: [entry(1)], next_cursor: null };
    renderAt('/activity', routes);
    expect(await screen.findAllByTestId(ACTIVITY_TEST_IDS.activityItem)).toHaveLength(2);
    fireEvent.click(screen.getByTestId(ACTIVITY_TEST_IDS.activityLoadMore));
    await waitFor(() => expect(screen.getAllByTestId(ACTIVITY_TEST_IDS.activityItem)).toHaveLength(3));
    expect(calls()[1]!.searchParams.get('cursor')).toBe('c2');
    expect(screen.queryByTestId(ACTIVITY_TEST_IDS.activityLoadMore)).toBeNull();
    expect(screen.getByTestId(ACTIVITY_TEST_IDS.activityEnd)).toBeTruthy();
  });

  it('asks for a category through the chips and says when it is empty', async () => {
    pages[''] = { items: [], next_cursor: null };
    const router = renderAt('/activity', routes);
    const empty = await screen.findByTestId(ACTIVITY_TEST_IDS.activityEmpty);
    expect(empty.textContent).toContain('尚無動態');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/marketplace');
    expect(screen.getByTestId(activityFilterId('all')).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByTestId(activityFilterId('chain')));
    await waitFor(() => expect(router.state.location.search).toBe('?category=chain'));
    await waitFor(() => expect(calls().at(-1)!.searchParams.get('category')).toBe('chain'));
    const filtered = await screen.findByTestId(ACTIVITY_TEST_IDS.activityEmpty);
    await waitFor(() => expect(filtered.dataset.filtered).toBe('true'));
    expect(within(filtered).getByRole('link').getAttribute('href')).toBe('/activity');
    expect(screen.getByTestId(activityFilterId('chain')).getAttribute('aria-current')).toBe('page');
  });

  it('offers a retry when the feed fails', async () => {
    failing = true;
    renderAt('/activity', routes);
    const error = await screen.findByTestId(ACTIVITY_TEST_IDS.activityError);
    expect(error.textContent).toContain('動態載入失敗');
    failing = false;
    pages[''] = { items: [entry(1)], next_cursor: null };
    fireEvent.click(screen.getByTestId(ACTIVITY_TEST_IDS.activityRetry));
    expect(await screen.findByTestId(ACTIVITY_TEST_IDS.activityItem)).toBeTruthy();
  });
});

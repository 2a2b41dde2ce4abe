import { act, screen } from '@testing-library/react';
import type { CardDetail } from '@yuanlong/shared/card';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { AssetPanelContext } from '../../../lib/owner-asset-action.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { AssetDetail } from './asset-detail.tsx';

const ASSET: CardDetail = {
  id: 3031,
  kind: 2,
  token_id: '1003031',
  name: 'Crane',
  owner: { userid: 304, address: '0x996…a4dc', nickname: 'Demo 3' },
  location: 2,
  server_id: 1,
  status: null,
  grade: 1,
  camp: 5,
  profession: 3,
  stage: 1,
  element: 2,
  power: 2380,
  level: 5,
  star: 2,
  number: 3031,
  strength: 11,
  attributes: {
    hp: 1490,
    att: 227,
    defense: 195,
    crit: 1235,
    crit_res: 872,
    super_crit: 410,
    vampire: 572,
    speed_pct: 205,
    super_att: 202,
    super_defense: 220,
  },
  skills: [],
  dragon: null,
  listing: null,
  history: [],
  sync: null,
};

/** The observers the page made, by the element each watches; `near` reports one as near. */
const watched = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
const near = (element: Element) => act(() => watched.get(element)?.([{ isIntersecting: true }]));

beforeEach(async () => {
  await setLocale('en');
  watched.clear();
  // The page's own requests (history, the user) stay unanswered: this test is about what renders.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private report: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(element: Element) {
        watched.set(element, this.report);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('renders the details once painted, and the panels under the trade panel once they near the screen', async () => {
  renderAt('/cardDetail?id=3031', [
    {
      path: '*',
      element: (
        <AssetPanelContext value={() => <p>offers panel</p>}>
          <AssetDetail asset={ASSET} />
        </AssetPanelContext>
      ),
    },
  ]);
  const trade = await screen.findByRole('region', { name: 'Trade' });
  // The first screen: title, picture and trade panel; the details once painted (in the page for
  // find-in-page and assistive technology); the panel under the trade panel not yet.
  expect(screen.getByRole('heading', { level: 1, name: 'Crane' })).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'Attributes' })).toBeTruthy();
  expect(screen.queryByText('offers panel')).toBeNull();

  const panelSlot = trade.nextElementSibling!;
  expect([...watched.keys()]).toEqual([panelSlot]);
  near(panelSlot);
  expect(screen.getByText('offers panel')).toBeTruthy();
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CardDetail } from '@yuanlong/shared/card';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { dismissToast, getToasts } from '../../../lib/toast.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ShareButton } from './share-button.tsx';

const ASSET = {
  id: 3031,
  kind: 2,
  name: 'Crane',
  listing: { listing_id: 9, price: '1250500000000000000000', coin: 'MDS', listed_at: '', seller: '' },
} as unknown as CardDetail;

const show = (asset: CardDetail = ASSET) =>
  renderAt('/cardDetail?id=3031', [{ path: '*', element: <ShareButton asset={asset} /> }]);

beforeEach(async () => {
  await setLocale('en');
  for (const toast of getToasts()) dismissToast(toast.id);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it('copies the page’s link and says so where there is no share sheet (a desktop)', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
  show();
  const button = await screen.findByRole('button', { name: 'Share a link to Crane' });
  expect(button.textContent).toBe('Share');
  fireEvent.click(button);
  await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['Link copied']));
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/cardDetail?id=3031`);
});

it('opens the share sheet with the name, price and link where there is one (a phone)', async () => {
  const share = vi.fn(() => Promise.resolve());
  const writeText = vi.fn(() => Promise.resolve());
  vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
  show({ ...ASSET, kind: 4 });
  fireEvent.click(await screen.findByRole('button', { name: 'Share a link to Crane' }));
  await waitFor(() =>
    expect(share).toHaveBeenCalledWith({
      title: 'Crane',
      text: 'Crane: 1,250.5 MDS on Yuanlong Market',
      url: `${window.location.origin}/dragonDetail?id=3031`,
    }),
  );
  expect(writeText).not.toHaveBeenCalled();
  expect(getToasts()).toEqual([]);
});

it('says nothing when the share sheet is closed, and copies when it cannot open', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  const share = vi.fn(() => Promise.reject(new DOMException('closed', 'AbortError')));
  vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
  show({ ...ASSET, listing: null });
  const button = await screen.findByRole('button', { name: 'Share a link to Crane' });
  fireEvent.click(button);
  await waitFor(() =>
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ text: 'Crane on Yuanlong Market' })),
  );
  expect(writeText).not.toHaveBeenCalled();

  share.mockImplementation(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError')));
  fireEvent.click(button);
  await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['Link copied']));
});

it('says to copy from the address bar when the clipboard refuses', async () => {
  vi.stubGlobal('navigator', {
    ...navigator,
    share: undefined,
    clipboard: { writeText: () => Promise.reject(new Error('denied')) },
  });
  await setLocale('in');
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Bagikan tautan ke Crane' }));
  await waitFor(() =>
    expect(getToasts()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'Tidak dapat menyalin tautan; salin dari bilah alamat',
      }),
    ]),
  );
});

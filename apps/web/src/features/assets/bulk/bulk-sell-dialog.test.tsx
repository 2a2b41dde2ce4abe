import { fireEvent, screen } from '@testing-library/react';
import type { OwnedAsset } from '@yuanlong/shared/my-assets';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { BulkSellDialog } from './bulk-sell-dialog.tsx';

const asset = (id: number, name: string): OwnedAsset => ({
  id,
  kind: 4,
  token_id: String(id),
  name,
  grade: 1,
  camp: 1,
  profession: null,
  element: 1,
  star: null,
  level: 1,
  power: 10,
  location: 1,
  server_id: 1,
  status: null,
  refine_level: 0,
  dragon_state: 0,
  listing_id: null,
  price: null,
  coin: null,
  sync: null,
});

beforeEach(async () => {
  await setLocale('en');
});

describe('BulkSellDialog, a price for each', () => {
  it('names every price field by its asset, with the number where two picked assets share a name', async () => {
    const assets = [asset(12, 'Azure Dragon'), asset(7, 'Jade Dragon'), asset(30, 'Azure Dragon')];
    renderAt('/', [
      {
        path: '/',
        element: <BulkSellDialog open assets={assets} onOpenChange={() => {}} onDone={() => {}} />,
      },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'A price for each' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'Price of Azure Dragon #12' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Price of Azure Dragon #30' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Price of Jade Dragon' })).toBeTruthy();
  });
});

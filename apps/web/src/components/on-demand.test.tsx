import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { dismissToast, getToasts } from '../lib/toast.ts';
import { OnDemand } from './on-demand.tsx';

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

const Panel = ({ label }: { label: string }) => <p>{label}</p>;

describe('OnDemand', () => {
  it('fetches nothing until first opened, then renders the loaded part and keeps it', async () => {
    const load = vi.fn(async () => Panel);
    const { rerender } = render(<OnDemand open={false} load={load} props={{ label: 'menu' }} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<OnDemand open load={load} props={{ label: 'menu' }} />);
    expect(await screen.findByText('menu')).toBeTruthy();
    rerender(<OnDemand open={false} load={load} props={{ label: 'menu' }} />);
    expect(screen.getByText('menu')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails is told in a toast, reported, and fetched again at the next opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('chunk failed');
      return Panel;
    });
    const onFailed = vi.fn();
    const { rerender } = render(
      <OnDemand open load={load} props={{ label: 'dialog' }} onFailed={onFailed} />,
    );
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', i18n.t('chunk.body')]]);
    expect(screen.queryByText('dialog')).toBeNull();
    // Still open (nothing closed it): no second try until it is opened again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    rerender(<OnDemand open={false} load={load} props={{ label: 'dialog' }} onFailed={onFailed} />);
    await act(async () => {
      rerender(<OnDemand open load={load} props={{ label: 'dialog' }} onFailed={onFailed} />);
    });
    expect(await screen.findByText('dialog')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

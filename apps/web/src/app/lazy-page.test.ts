import { REQUEST_TIMEOUT_MS } from '@yuanlong/shared/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endFirstLoad } from '../lib/use-after-paint.ts';
import { isSettled } from '../test/settled.ts';
import { ChunkTimeoutError, FIRST_DATA_WAIT_MS, lazyPage, withTimeout } from './lazy-page.ts';

const Page = () => null;
const visit = { request: new Request('http://localhost/page') };

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });

  it('rejects with ChunkTimeoutError after 120 s', async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBeInstanceOf(ChunkTimeoutError);
  });
});

describe('lazyPage', () => {
  it('loads the chunk once, in the loader', async () => {
    const load = vi.fn(async () => ({ Page }));
    const route = lazyPage(load, (m) => m.Page);
    const loader = route.loader as (args: { request: Request }) => Promise<unknown>;
    await loader(visit);
    await loader(visit);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the page’s data request on every visit, with the visited URL', async () => {
    const prefetch = vi.fn();
    const route = lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
      prefetch,
    );
    const loader = route.loader as (args: { request: Request }) => Promise<unknown>;
    await loader({ request: new Request('http://localhost/marketplace?val5=2') });
    await loader(visit);
    expect(prefetch).toHaveBeenCalledTimes(2);
    expect(prefetch.mock.calls[0]?.[1].search).toBe('?val5=2');
  });

  it('answers in a task after the one that ran the chunk, the first time only', async () => {
    vi.useFakeTimers();
    const loader = lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
    ).loader as (args: { request: Request }) => Promise<unknown>;
    const first = loader(visit);
    expect(await isSettled(first)).toBe(false);
    await vi.runAllTimersAsync();
    expect(await isSettled(first)).toBe(true);
    // Loaded already: the page renders at once.
    expect(await isSettled(loader(visit))).toBe(true);
  });

  it('rejects when the chunk fails, and tries again on the next visit', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ Page });
    const loader = lazyPage(load, (m: { Page: typeof Page }) => m.Page).loader as (args: {
      request: Request;
    }) => Promise<unknown>;
    await expect(loader(visit)).rejects.toThrow('Failed to fetch');
    await expect(loader(visit)).resolves.toEqual({ Page });
  });

  describe("the document's first page and its first data", () => {
    const pending = () => {
      let answer = () => {};
      const data = new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { data, answer };
    };
    const loaderWith = (data: Promise<void>) =>
      lazyPage(
        async () => ({ Page }),
        (m) => m.Page,
        () => data,
      ).loader as (args: { request: Request }) => Promise<unknown>;

    it('renders once the data has come, not before', async () => {
      vi.useFakeTimers();
      const { data, answer } = pending();
      const loaded = loader(loaderWith(data));
      await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS / 2);
      expect(await isSettled(loaded)).toBe(false);
      answer();
      await vi.advanceTimersByTimeAsync(1);
      expect(await isSettled(loaded)).toBe(true);
    });

    it('renders its loading state once the wait is over, with the data still on its way', async () => {
      vi.useFakeTimers();
      const loaded = loader(loaderWith(pending().data));
      await vi.advanceTimersByTimeAsync(FIRST_DATA_WAIT_MS - 1);
      expect(await isSettled(loaded)).toBe(false);
      // The wait's end, then the task the page renders in.
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await isSettled(loaded)).toBe(true);
    });

    it('does not wait on a later page of the document (it shows its loading state at once)', async () => {
      vi.useFakeTimers();
      endFirstLoad();
      const loaded = loader(loaderWith(pending().data));
      await vi.advanceTimersByTimeAsync(1);
      expect(await isSettled(loaded)).toBe(true);
    });
  });
});

function loader(load: (args: { request: Request }) => Promise<unknown>) {
  return load(visit);
}

import { REQUEST_TIMEOUT_MS } from '@yuanlong/shared/http';
import { type ComponentType, createElement } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useLoaderData } from 'react-router';
import { nextTask } from '../lib/next-task.ts';
import { onFirstLoad } from '../lib/use-after-paint.ts';

/** A page chunk that did not arrive within the timeout. */
export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
}

/** `promise`, or a ChunkTimeoutError once `ms` have passed. */
export function withTimeout<T>(promise: Promise<T>, ms = REQUEST_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(`Page chunk not loaded after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * How long the document's first page waits for its first data before it renders (its loading
 * state after that). Meanwhile index.html's static first paint stays on screen.
 */
export const FIRST_DATA_WAIT_MS = 1_000;

interface PageData {
  Page: ComponentType;
}

/** Renders the page component that the route's loader fetched. */
function LazyPage() {
  return createElement((useLoaderData() as PageData).Page);
}

/**
 * A page as its own chunk: the route's loader fetches the chunk (at most 120 s, spec section 8)
 * and the route renders it. A loader rather than route.lazy, because a route whose lazy() failed
 * is never rendered, not even its ErrorBoundary; a failed loader shows the route's retry screen.
 * `prefetch` starts the page's first data request as soon as the chunk is there, before the page
 * renders (into the query cache the page reads). The document's first page waits for that answer
 * (at most FIRST_DATA_WAIT_MS): it renders once, with its content, instead of its loading state
 * first and its content a moment later (two renders, two layouts, the picture drawn twice).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: (module: M, url: URL) => Promise<unknown> | undefined,
): Required<Pick<RouteObject, 'loader' | 'Component'>> {
  let loaded: M | undefined;
  return {
    loader: async ({ request }: LoaderFunctionArgs): Promise<PageData> => {
      const first = !loaded;
      loaded ??= await withTimeout(load());
      const data = prefetch?.(loaded, new URL(request.url));
      if (data && onFirstLoad()) await soon(data, FIRST_DATA_WAIT_MS);
      // The chunk's modules ran in this task; the page renders in the next one.
      if (first) await nextTask();
      return { Page: pick(loaded) };
    },
    Component: LazyPage,
  };
}

/** Resolves when `promise` settles or after `ms`, whichever comes first (never rejects). */
function soon(promise: Promise<unknown>, ms: number): Promise<void> {
  const settled = () => undefined;
  return withTimeout(promise, ms).then(settled, settled);
}

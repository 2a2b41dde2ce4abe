import { REQUEST_TIMEOUT_MS } from '@yuanlong/shared/http';
import { type ComponentType, createElement } from 'react';
import { type LoaderFunctionArgs, type RouteObject, useLoaderData } from 'react-router';
import { nextTask } from '../lib/next-task.ts';

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
 * renders (into the query cache the page reads).
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: (module: M, url: URL) => void,
): Required<Pick<RouteObject, 'loader' | 'Component'>> {
  let loaded: M | undefined;
  return {
    loader: async ({ request }: LoaderFunctionArgs): Promise<PageData> => {
      const first = !loaded;
      loaded ??= await withTimeout(load());
      prefetch?.(loaded, new URL(request.url));
      // The chunk's modules ran in this task; the page renders in the next one.
      if (first) await nextTask();
      return { Page: pick(loaded) };
    },
    Component: LazyPage,
  };
}

import { useCallback } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The query a change builds on: the browser's address, which the router updates at once, rather than the
 * query of the last render. React Router renders a navigation in a transition, so the render can lag the
 * address by a few hundred milliseconds on a busy phone; building on it would drop a change sent in that
 * time, whichever control on the screen sent it (a search right after a status filter, a city right after
 * a type). Under a router that is not the browser's (tests), the address is another page's, so the render's
 * query is used.
 */
const latestQuery = (pathname: string, rendered: string): string =>
  typeof window !== 'undefined' && window.location.pathname === pathname ? window.location.search : rendered;

/** The URL's query with an updater that builds on the latest address, never dropping an earlier change. */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const rendered = search.toString();

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latestQuery(pathname, rendered));
      change(next);
      // A filter, sort or page of the screen in view keeps the reader where they are; only a new page
      // opens at the top (the router's ScrollRestoration).
      setSearch(next, { preventScrollReset: true, ...options });
    },
    [pathname, rendered, setSearch],
  );

  return [search, update] as const;
}

/**
 * The query with a setter of named parameters, for lists whose filters, sort and page live in the URL:
 * an empty value removes its parameter, and any change but the page's goes back to the first page.
 * Built on useSearchUpdate, so a grid's page or sort event right after a filter change keeps the filter.
 */
export function useListQuery() {
  const [search, update] = useSearchUpdate();
  const setQuery = useCallback(
    (changes: Record<string, string | null>) =>
      update((next) => {
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
      }),
    [update],
  );
  return [search, setQuery] as const;
}

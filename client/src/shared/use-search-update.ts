import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The last change sent and not yet rendered, shared by every hook on the screen: a list's search box and
 * its filters each hold one, and a search submitted right after a filter change must keep the filter.
 */
let pending: { from: string; next: URLSearchParams } | null = null;

/**
 * The URL's query with an updater that never drops an earlier change. React Router's own setter builds on
 * the query of the last render, and its navigation renders in a transition, so two quick changes (a type,
 * then a city, picked before the first has rendered) would lose the first. Each change here builds on the
 * last one sent, by this hook or another on the same screen, until a render shows the URL has moved on.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const rendered = search.toString();
  const here = `${pathname}?${rendered}`;

  useEffect(() => {
    if (pending && pending.from !== here) pending = null;
  }, [here]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const base = pending && pending.from === here ? pending.next : new URLSearchParams(rendered);
      const next = new URLSearchParams(base);
      change(next);
      pending = { from: here, next };
      setSearch(next, options);
    },
    [here, rendered, setSearch],
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

import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The URL's query with an updater that never drops an earlier change. React Router's own setter builds on
 * the query of the last render, and its navigation renders in a transition, so two quick changes (a type,
 * then a city, picked before the first has rendered) would lose the first. Each change here builds on the
 * last one this hook sent until a render shows the URL has moved on.
 */
export function useSearchUpdate() {
  const [search, setSearch] = useSearchParams();
  const sent = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const rendered = search.toString();

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const pending = sent.current;
      const base = pending && pending.from === rendered ? pending.next : new URLSearchParams(rendered);
      const next = new URLSearchParams(base);
      change(next);
      sent.current = { from: rendered, next };
      setSearch(next, options);
    },
    [rendered, setSearch],
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

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useListQuery, useSearchUpdate } from './use-search-update';

// The browser's router, as the app uses: its address moves at once, its render in a transition.
const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

describe('useSearchUpdate', () => {
  beforeEach(() => window.history.replaceState(null, '', '/events?eventPage=2'));

  it('keeps both of two changes sent before the first has rendered', () => {
    const { result } = renderHook(() => ({ hook: useSearchUpdate(), location: useLocation() }), { wrapper });
    const update = result.current.hook[1];
    act(() => {
      // The same (stale) updater twice, as two quick clicks on controls of one render would call it.
      update((next) => next.set('eventType', 'WORKSHOP'));
      update((next) => next.set('eventCity', 'Mumbai'));
    });
    const search = new URLSearchParams(result.current.location.search);
    expect(search.get('eventType')).toBe('WORKSHOP');
    expect(search.get('eventCity')).toBe('Mumbai');
    expect(search.get('eventPage')).toBe('2');
  });

  it('keeps a change another control on the screen sent before it rendered', () => {
    // A list's search box and its status filter hold hooks of their own.
    const { result } = renderHook(
      () => ({ searchBox: useListQuery(), filter: useListQuery(), location: useLocation() }),
      { wrapper },
    );
    const [, search] = result.current.searchBox;
    const [, filter] = result.current.filter;
    act(() => {
      search({ q: 'learner37@finx.demo' });
      filter({ status: 'SELECTED' });
    });
    const query = new URLSearchParams(result.current.location.search);
    expect(query.get('q')).toBe('learner37@finx.demo');
    expect(query.get('status')).toBe('SELECTED');
    expect(query.get('eventPage')).toBe('2');
  });

  it('builds on the rendered URL once it has moved on', () => {
    const { result } = renderHook(() => ({ hook: useSearchUpdate(), location: useLocation() }), { wrapper });
    act(() => result.current.hook[1]((next) => next.set('eventType', 'WORKSHOP')));
    act(() => result.current.hook[1]((next) => next.delete('eventType')));
    expect(result.current.location.search).toBe('?eventPage=2');
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useSearchUpdate } from './use-search-update';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/events?eventPage=2']}>{children}</MemoryRouter>
);

describe('useSearchUpdate', () => {
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

  it('builds on the rendered URL once it has moved on', () => {
    const { result } = renderHook(() => ({ hook: useSearchUpdate(), location: useLocation() }), { wrapper });
    act(() => result.current.hook[1]((next) => next.set('eventType', 'WORKSHOP')));
    act(() => result.current.hook[1]((next) => next.delete('eventType')));
    expect(result.current.location.search).toBe('?eventPage=2');
  });
});

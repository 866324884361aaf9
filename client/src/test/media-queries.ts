import { vi } from 'vitest';

/**
 * Answers every `matchMedia` query with `matches(query)`: jsdom has no layout and no system settings, so
 * a test says which media queries hold (undo with `vi.unstubAllGlobals()`).
 */
export const stubMediaQueries = (matches: (query: string) => boolean): void => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
};

/** A phone: every `max-width` query matches. */
export const onAPhone = (): void => stubMediaQueries((query) => query.includes('max-width'));

import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMediaQueries } from '../test/media-queries';

/** The theme is built when its module loads, so each case loads it afresh under its own media query. */
async function themeWhenReduced(reduce: boolean) {
  vi.resetModules();
  stubMediaQueries((query) => reduce && query === '(prefers-reduced-motion: reduce)');
  return (await import('./theme')).theme;
}

describe('the theme under prefers-reduced-motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes every transition instant and drops the ripple when the viewer asks for less motion', async () => {
    const theme = await themeWhenReduced(true);
    expect(Object.values(theme.transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The brand stays: the option is merged, not a theme of its own.
    expect(theme.palette.primary.main).toBe('#0b2545');
  });

  it('keeps the usual motion otherwise', async () => {
    const theme = await themeWhenReduced(false);
    expect(theme.transitions.duration.standard).toBeGreaterThan(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});

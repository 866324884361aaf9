import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnToTop } from './return-to-top';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('ReturnToTop', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('is not drawn on a page at its top, and appears once the page is scrolled past 300 px', async () => {
    render(<ReturnToTop />);
    // Not drawn at all, not merely hidden (a hidden button has no accessible name): nothing of it in the
    // first commit.
    expect(document.querySelector('[aria-label="Return to top"]')).toBeNull();
    await scrollTo(120);
    expect(document.querySelector('[aria-label="Return to top"]')).toBeNull();
    await scrollTo(400);
    expect(screen.getByRole('button', { name: 'Return to top' })).toBeVisible();
  });

  it('appears for a position the browser restores, which arrives as a scroll event', async () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    render(<ReturnToTop />);
    await scrollTo(900);
    expect(screen.getByRole('button', { name: 'Return to top' })).toBeVisible();
  });
});

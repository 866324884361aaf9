import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Text } from '@finx/domain';
import { AppRouter, screenRoute } from './app-router';

function Crash(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/cart-page-old.js');
}

describe('AppRouter', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the app's error screen, not React Router's developer page, when a screen fails", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppRouter>
        <Crash />
      </AppRouter>,
    );
    expect(await screen.findByRole('heading', { name: Text.ERROR_TITLE })).toBeVisible();
    expect(screen.getByRole('button', { name: Text.GO_TO_HOMEPAGE })).toBeVisible();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Render failure', expect.any(TypeError));
  });
});

describe('screenRoute', () => {
  it('mounts a screen afresh on another route that draws the same component (/videos to /courses)', () => {
    const mounts: string[] = [];
    function Catalogue({ type }: { type: string }) {
      // Once per mount: a kept instance given new props would not run it again.
      useState(() => mounts.push(type));
      return <Link to="/courses">{`${type} catalogue`}</Link>;
    }
    render(
      <MemoryRouter initialEntries={['/videos']}>
        <Routes>
          {screenRoute({ path: '/videos', frame: 'public', element: <Catalogue type="VIDEO" /> })}
          {screenRoute({ path: '/courses', frame: 'public', element: <Catalogue type="COURSE" /> })}
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'VIDEO catalogue' }));
    expect(screen.getByRole('link', { name: 'COURSE catalogue' })).toBeVisible();
    // One mount each: the courses' screen is not the videos' screen with new props.
    expect(mounts).toEqual(['VIDEO', 'COURSE']);
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Text } from '@finx/domain';
import { AppRouter } from './app-router';

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

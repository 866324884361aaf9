import { lazy, Suspense, type JSX, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFallback, useBootShellRelease } from './boot-shell';

const DRAWN_CLASS = { home: 'boot-home', frame: 'boot-frame', other: '' } as const;

const addBootShell = (page: keyof typeof DRAWN_CLASS = 'home') => {
  document.documentElement.className = DRAWN_CLASS[page];
  const boot = document.createElement('div');
  boot.id = 'boot';
  boot.textContent = 'BFSI focused courses and jobs. Join for Free';
  document.body.prepend(boot);
};

/** A lazily loaded screen whose chunk arrives when the test says so. */
const deferredScreen = () => {
  let arrive!: () => void;
  const chunk = new Promise<{ default: () => JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>The screen</h1> });
  });
  return { Screen: lazy(() => chunk), arrive: () => act(async () => arrive()) };
};

function Root({ children }: { children: ReactNode }) {
  useBootShellRelease();
  return <Suspense fallback={<RouteFallback />}>{children}</Suspense>;
}

const settle = () => act(async () => {});

/** Renders a lazily loaded screen under the app's route fallback; its chunk arrives on `arrive()`. */
const renderDeferredScreen = () => {
  const { Screen, arrive } = deferredScreen();
  render(
    <Root>
      <Screen />
    </Root>,
  );
  return arrive;
};

afterEach(() => {
  document.getElementById('boot')?.remove();
  document.documentElement.className = '';
});

describe('the first paint until the first screen', () => {
  it('keeps the home page’s hero, with no loader, until the screen arrives, then removes it', async () => {
    addBootShell();
    const arrive = renderDeferredScreen();
    await settle();
    expect(document.getElementById('boot')).not.toBeNull();
    expect(screen.queryByTestId('full-screen-loader')).toBeNull();

    await arrive();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeVisible();
    await settle();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('keeps a signed-in frame drawn by the server, with no loader, until the screen arrives', async () => {
    addBootShell('frame');
    const arrive = renderDeferredScreen();
    await settle();
    expect(document.getElementById('boot')).not.toBeNull();
    expect(screen.queryByTestId('full-screen-loader')).toBeNull();

    await arrive();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeVisible();
    await settle();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('removes the first paint after the first commit when nothing is loading', async () => {
    addBootShell();
    render(
      <Root>
        <h1>Ready at once</h1>
      </Root>,
    );
    await settle();
    expect(document.getElementById('boot')).toBeNull();
  });

  it('lets another page’s splash give way to the loader at the first commit', async () => {
    addBootShell('other');
    const arrive = renderDeferredScreen();
    expect(await screen.findByTestId('full-screen-loader')).toBeInTheDocument();
    await settle();
    expect(document.getElementById('boot')).toBeNull();
    await arrive();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeVisible();
  });

  it('shows the full-screen loader for a screen loaded later, once the first paint is gone', async () => {
    const arrive = renderDeferredScreen();
    expect(await screen.findByTestId('full-screen-loader')).toBeInTheDocument();
    await arrive();
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeVisible();
  });
});

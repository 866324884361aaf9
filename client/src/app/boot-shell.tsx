import { useLayoutEffect } from 'react';
import { FullScreenLoader } from './full-screen-loader';

/**
 * index.html's first paint (`#boot`: the brand splash, or the home page's hero in home.html) stays on
 * screen until the app's first screen is drawn, and goes in the same commit. Without this the loader took
 * its place while the first screen's chunk arrived, so a visitor on a slow connection saw the hero, then a
 * spinner, then the hero again.
 */
const BOOT_ID = 'boot';

/** Route fallbacks mounted while the first paint is up: each keeps it until it unmounts. */
let keepers = 0;

const bootShell = () => document.getElementById(BOOT_ID);

/** Removes the first paint unless a fallback keeps it. A microtask later, so StrictMode's unmount-remount
 * of a fallback in development does not count as its screen arriving. */
const releaseUnlessKept = () =>
  queueMicrotask(() => {
    if (keepers === 0) bootShell()?.remove();
  });

/**
 * The routes' Suspense fallback. While the first paint is still up it draws nothing and keeps it (the
 * screen being loaded replaces it); later, when a screen's chunk is loading, the full-screen loader.
 */
export function RouteFallback() {
  const keeping = bootShell() !== null;
  useLayoutEffect(() => {
    if (!keeping) return;
    keepers++;
    return () => {
      keepers--;
      releaseUnlessKept();
    };
  }, [keeping]);
  return keeping ? null : <FullScreenLoader />;
}

/** For the app's root: after its first commit the first paint goes, unless a route fallback keeps it. */
export function useBootShellRelease(): void {
  useLayoutEffect(releaseUnlessKept, []);
}

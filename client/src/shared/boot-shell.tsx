import { useLayoutEffect } from 'react';
import { FullScreenLoader } from './full-screen-loader';

/**
 * index.html's first paint (`#boot`) goes when React first commits, except a page that is already drawn:
 * the home page's hero (home.html), a public page prerendered at build time (pages/*.html) or a signed-in
 * role's frame (frames/*.html). Those stay until their screen is drawn and go in the same commit. Without
 * this the loader took the page's place while its chunk arrived (or, for a frame, while the viewer and
 * the layout's chunk did), so a visitor on a slow connection saw the page, then a spinner, then the page.
 */
const BOOT_ID = 'boot';

/** Route fallbacks mounted while the first paint is up: each keeps it until it unmounts. */
let keepers = 0;

const bootShell = () => document.getElementById(BOOT_ID);

/**
 * Only a drawn page is kept: it is the page itself, and a spinner in its place flashed for about 300 ms
 * on a slow link. The brand splash of other pages gives way to the loader at the first commit, as it
 * always did: keeping the splash as well made the first screen's render one longer task (Lighthouse's
 * blocking time on /roadmap, before it was prerendered, rose from about 220 to 380 ms).
 */
const keptShell = () => {
  // Drawn at build time (the prerender of the public pages): there is no first paint to keep.
  if (typeof document === 'undefined') return null;
  const { classList } = document.documentElement;
  return ['boot-home', 'boot-page', 'boot-frame'].some((drawn) => classList.contains(drawn))
    ? bootShell()
    : null;
};

/** Removes the first paint unless a fallback keeps it. A microtask later, so StrictMode's unmount-remount
 * of a fallback in development does not count as its screen arriving. */
const releaseUnlessKept = () =>
  queueMicrotask(() => {
    if (keepers === 0) bootShell()?.remove();
  });

/**
 * The routes' Suspense fallback, and the route guard's while it waits for the viewer. While a drawn first
 * page is still up it draws nothing and keeps it (the screen being loaded replaces it); otherwise, as
 * when a later screen's chunk is loading, the full-screen loader.
 */
export function RouteFallback() {
  const keeping = keptShell() !== null;
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

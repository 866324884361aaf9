import { lazy, type LazyExoticComponent } from 'react';

/** Any component React.lazy takes (its own constraint, whatever the props). */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer C }> ? C : never;

/** A lazily loaded page or layout that can be asked for its code before it is drawn. */
export type LazyPage<T extends LazyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the chunk (once; React.lazy then reuses the same load). */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` with a `preload()`: the route's code can start loading when the app starts, beside the
 * viewer and the screen's data, instead of after the guard and the layout have drawn
 * (app/route-preload.ts; docs/decisions/signed-in-performance.md).
 */
export function lazyPage<T extends LazyComponent>(load: () => Promise<{ default: T }>): LazyPage<T> {
  let loading: Promise<{ default: T }> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed preload (offline) is not remembered: the screen's own load, when drawn, tries again.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(once), { preload: once });
}

/** The preload of a route's element, when its component is a lazy page. */
export const preloadOf = (element: unknown): (() => Promise<unknown>) | undefined => {
  if (typeof element !== 'object' || element === null || !('type' in element)) return undefined;
  const { type } = element;
  if ((typeof type !== 'object' && typeof type !== 'function') || type === null || !('preload' in type))
    return undefined;
  return typeof type.preload === 'function' ? (type.preload as () => Promise<unknown>) : undefined;
};

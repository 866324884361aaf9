import type { ApolloClient, OperationVariables } from '@apollo/client';
import { print } from 'graphql';
import type { ScreenQueries, ScreenQuery } from '@finx/domain';
import { createCache } from '../../graphql/apollo-client';
import type { ScreenDataClient } from '../../shared/feature-route';
import { FRAME_DATA } from '../frame-layouts';
import { operationNameOf } from '../page-answers';
import { FRAMED_ROLES, screensOf } from './frame.prerender';

/** The app's cache adds `__typename` to what it asks: recorded as sent, the answer fits the cache. */
const cache = createCache();

/** A client that answers nothing and writes down each query asked, as the app would send it. */
const recorder = (asked: ScreenQuery[]): ScreenDataClient => ({
  query<TData, TVariables extends OperationVariables>(options: ApolloClient.QueryOptions<TData, TVariables>) {
    asked.push({
      operationName: operationNameOf(options.query) ?? '',
      query: print(cache.transformDocument(options.query)),
      variables: { ...options.variables },
    });
    return Promise.resolve({ data: undefined });
  },
});

/** `/my-learning/:productId` → `{ productId: ':productId' }`: the marks the gateway fills in. */
const markedParams = (path: string): Record<string, string> =>
  Object.fromEntries(
    [...path.matchAll(/:(\w+)\??/g)].map(([, name]) => [name ?? '', `:${name ?? ''}`] as const),
  );

/**
 * Every signed-in screen's first queries (its frame's and its own `data`), for the roles whose drawn
 * frame holds it: written by the build into `SCREEN_QUERIES_FILE`, which the gateway answers with the
 * page (client/build/boot-pages.plugin.ts). A screen with none is left out.
 */
export async function recordScreenQueries(): Promise<ScreenQueries[]> {
  const byPath = new Map<string, ScreenQueries & { roleIds: number[] }>();
  for (const { roleId, frame } of FRAMED_ROLES) {
    for (const screen of screensOf(roleId, frame)) {
      const queries: ScreenQuery[] = [];
      const asking = recorder(queries);
      const params = markedParams(screen.path);
      await FRAME_DATA[frame](asking, params, new URLSearchParams());
      await screen.data?.(asking, params, new URLSearchParams());
      if (queries.length === 0) continue;
      const key = `${screen.path}\n${JSON.stringify(queries)}`;
      const listed = byPath.get(key);
      if (listed) listed.roleIds.push(roleId);
      else byPath.set(key, { path: screen.path, roleIds: [roleId], queries });
    }
  }
  return [...byPath.values()];
}

import type { ApolloClient } from '@apollo/client';
import { VIEWER_DATA_ID } from '@finx/domain';
import { type ViewerQuery } from '../graphql/generated/graphql';
import { ViewerDocument } from '../graphql/generated/operations/Viewer';

type PageViewer = NonNullable<ViewerQuery['viewer']>;

/**
 * Starts the app from the viewer the gateway sent with a drawn signed-in frame (its data block,
 * `VIEWER_DATA_ID`): written into the cache, so the route guard, the layout and the screen's first query
 * start at once instead of after the viewer's round trip. The viewer query still goes out once, in the
 * background, as the app's first viewer query always has: it checks the session with the REST service,
 * and a session ended there still signs the page out. A page without the block (a visitor, a public
 * page) asks as before.
 */
export function startFromPageViewer(client: ApolloClient, page: Document = document): void {
  const block = page.getElementById(VIEWER_DATA_ID);
  const text = block?.textContent;
  block?.remove();
  if (!text) return;
  let viewer: PageViewer;
  try {
    viewer = JSON.parse(text) as PageViewer;
  } catch {
    return;
  }
  // Written as the query's answer would be, with its type's name (the generated types leave it out).
  const answer = { viewer: { ...viewer, __typename: 'Viewer' as const } };
  client.writeQuery({ query: ViewerDocument, data: answer });
  // `no-cache`, then written: an answered page reads queries from the cache for a moment
  // (`cacheFirstAtStart`, page-answers.ts), which would turn a `network-only` check into none.
  void client
    .query({ query: ViewerDocument, fetchPolicy: 'no-cache' })
    .then(({ data }) => {
      if (data) client.writeQuery({ query: ViewerDocument, data });
    })
    .catch(() => undefined);
}

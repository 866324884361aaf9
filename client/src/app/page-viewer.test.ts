import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { RoleId, VIEWER_DATA_ID } from '@finx/domain';
import { ViewerDocument, type ViewerQuery } from '../graphql/generated/graphql';
import { startFromPageViewer } from './page-viewer';

const VIEWER: NonNullable<ViewerQuery['viewer']> & { __typename: 'Viewer' } = {
  __typename: 'Viewer',
  id: '7',
  userId: 7,
  partyId: 1007,
  email: 'asha@finx.demo',
  userName: 'asha@finx.demo',
  name: 'Asha Verma',
  roleId: RoleId.LEARNER,
  roleName: 'STUDENT',
  landingRoute: '/studentDashboard',
  forcePasswordChange: false,
};

/** A client whose server answers the viewer query with `answer`, recording each operation sent. */
const clientAnswering = (answer: ViewerQuery['viewer']) => {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '?');
        observer.next({ data: { viewer: answer } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), sent };
};

const pageWith = (block: string | null) => {
  const page = document.implementation.createHTMLDocument('FinX');
  if (block !== null) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = VIEWER_DATA_ID;
    script.textContent = block;
    page.head.append(script);
  }
  return page;
};

const { __typename, ...sentByGateway } = VIEWER;

describe('startFromPageViewer', () => {
  it('starts from the viewer the gateway drew the frame for, and still checks the session once', async () => {
    const { client, sent } = clientAnswering(VIEWER);
    const page = pageWith(JSON.stringify(sentByGateway));
    startFromPageViewer(client, page);
    // In the cache before anything was answered: the guard and the screen's query need not wait.
    expect(client.readQuery({ query: ViewerDocument })?.viewer).toEqual(VIEWER);
    expect(page.getElementById(VIEWER_DATA_ID)).toBeNull();
    await expect.poll(() => sent).toEqual(['Viewer']);
  });

  it('signs the page out when the background check finds the session ended', async () => {
    const { client } = clientAnswering(null);
    startFromPageViewer(client, pageWith(JSON.stringify(sentByGateway)));
    await expect.poll(() => client.readQuery({ query: ViewerDocument })?.viewer).toBeNull();
  });

  it('writes and asks nothing without the block, or with a block that is not JSON', async () => {
    for (const block of [null, '', '{not json']) {
      const { client, sent } = clientAnswering(VIEWER);
      startFromPageViewer(client, pageWith(block));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(client.readQuery({ query: ViewerDocument }), String(block)).toBeNull();
      expect(sent, String(block)).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { PAGE_ANSWERS_ID, type PageAnswer } from '@finx/domain';
import { StaffDashboardDocument } from '../graphql/generated/graphql';
import { answering, cacheFirstAtStart, readPageAnswers } from './page-answers';

/** The figures' answer as the gateway sends it, with the type names the cache asks for. */
const FIGURES = {
  staffDashboard: { __typename: 'StaffDashboardPayload', figures: null, userErrors: [] },
};

/** A client whose server answers every query with `FIGURES`, recording each operation sent. */
const serverClient = () => {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName ?? '?');
        observer.next({ data: FIGURES });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), sent };
};

const pageWith = (answers: PageAnswer[] | string) => {
  const page = document.implementation.createHTMLDocument('FinX');
  const script = page.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_ANSWERS_ID;
  script.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
  page.head.append(script);
  return page;
};

const answered = (variables: Record<string, unknown>): PageAnswer => ({
  operationName: 'StaffDashboard',
  variables,
  data: FIGURES,
});

describe('page answers', () => {
  it('writes the answer the page came with into the cache: the query does not go out', async () => {
    const page = pageWith([answered({ to: null, from: '2026-01-01' })]);
    const answers = readPageAnswers(page);
    // Read once: the block is gone, so nothing else reads stale answers later.
    expect(page.getElementById(PAGE_ANSWERS_ID)).toBeNull();
    const { client, sent } = serverClient();
    // The variables in another order are the same query.
    const result = await answering(client, answers).query({
      query: StaffDashboardDocument,
      variables: { from: '2026-01-01', to: null },
    });
    expect(result.data).toEqual(FIGURES);
    expect(sent).toEqual([]);
    expect(answers.size).toBe(0);
  });

  it('asks the server for a query with other variables, or when the page came without answers', async () => {
    for (const page of [pageWith([answered({ from: null, to: null })]), pageWith('not json')]) {
      const { client, sent } = serverClient();
      await answering(client, readPageAnswers(page)).query({
        query: StaffDashboardDocument,
        variables: { from: '2026-01-01', to: null },
      });
      expect(sent).toEqual(['StaffDashboard']);
    }
  });

  it('reads an answered page from the cache until the first tap, then asks the server again', async () => {
    const { client, sent } = serverClient();
    const page = new EventTarget();
    cacheFirstAtStart(client, page);
    const variables = { from: null, to: null };
    client.writeQuery({ query: StaffDashboardDocument, variables, data: FIGURES });
    await client.query({ query: StaffDashboardDocument, variables, fetchPolicy: 'network-only' });
    expect(sent).toEqual([]);
    // A tap: whatever it changes, the next refetch must reach the server.
    page.dispatchEvent(new Event('pointerdown'));
    await client.query({ query: StaffDashboardDocument, variables, fetchPolicy: 'network-only' });
    expect(sent).toEqual(['StaffDashboard']);
  });
});

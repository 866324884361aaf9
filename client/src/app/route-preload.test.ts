import { describe, expect, it, vi } from 'vitest';
import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { ClientPath, RoleId } from '@finx/domain';
import { SCREEN_ROUTES } from './feature-routes';
import { operationNameOf } from './page-answers';
import { preloadRoute } from './route-preload';
import { LearnerLayout, StaffLayout } from './frame-layouts';

/** A client whose viewer is `roleId` (null: nobody signed in); records the queries asked, by name. */
const clientFor = (roleId: number | null) => {
  const asked: string[] = [];
  const variables = new Map<string, unknown>();
  const query = vi.fn(
    ({ query: document, variables: values }: { query: DocumentNode; variables?: unknown }) => {
      const name = operationNameOf(document) ?? '?';
      asked.push(name);
      variables.set(name, values);
      const viewer = roleId === null ? null : { roleId };
      return Promise.resolve({ data: name === 'Viewer' ? { viewer } : {} });
    },
  );
  return { client: { query } as unknown as ApolloClient, asked, variables };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('preloadRoute', () => {
  it("starts the viewer, the frame's queries and the cart's, and the frame's and screen's code, at once", async () => {
    const learner = vi.spyOn(LearnerLayout, 'preload');
    const cartPage = SCREEN_ROUTES.find((route) => route.path === ClientPath.CART)!.element.type;
    const page = vi.spyOn(cartPage as unknown as { preload: () => Promise<unknown> }, 'preload');
    const { client, asked } = clientFor(RoleId.LEARNER);
    preloadRoute(client, { pathname: '/MyCart', search: '' });
    expect(learner).toHaveBeenCalledOnce();
    expect(page).toHaveBeenCalledOnce();
    expect(asked).toEqual(['Viewer']);
    await vi.waitFor(() => expect(asked).toHaveLength(6));
    expect(asked.slice(1).sort()).toEqual([
      'Cart',
      'ChatAvailability',
      'LearnerHeader',
      'Maintenance',
      'UnsubscribeLink',
    ]);
    learner.mockRestore();
    page.mockRestore();
  });

  it('asks for nothing beyond the viewer when the viewer may not see the screen', async () => {
    for (const roleId of [null, RoleId.ADMIN]) {
      const { client, asked } = clientFor(roleId);
      preloadRoute(client, { pathname: '/mycart', search: '' });
      await settle();
      expect(asked).toEqual(['Viewer']);
    }
  });

  it("loads a staff screen's frame and its queries, and nothing on a public page or an unknown address", async () => {
    const staff = vi.spyOn(StaffLayout, 'preload');
    const { client, asked, variables } = clientFor(RoleId.ADMIN);
    preloadRoute(client, { pathname: '/admin-dashboard', search: '?from=2026-01-01' });
    expect(staff).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(asked).toHaveLength(3));
    expect(asked.slice(1).sort()).toEqual(['Maintenance', 'StaffDashboard']);
    // The period the address holds, as the dashboard's figures ask for it.
    expect(variables.get('StaffDashboard')).toEqual({ from: '2026-01-01', to: null });
    staff.mockRestore();

    const visitor = clientFor(null);
    preloadRoute(visitor.client, { pathname: '/roadmap', search: '' });
    preloadRoute(visitor.client, { pathname: '/no-such-page', search: '' });
    await settle();
    expect(visitor.asked).toEqual([]);
  });

  it('settles once the answers the page came with are written, while its other queries are still out', async () => {
    const written: string[] = [];
    const client = {
      // The viewer answers at once; every other query stays out.
      query: ({ query: document }: { query: DocumentNode }) =>
        operationNameOf(document) === 'Viewer'
          ? Promise.resolve({ data: { viewer: { roleId: RoleId.LEARNER } } })
          : new Promise(() => undefined),
      writeQuery: ({ query: document }: { query: DocumentNode }) =>
        void written.push(operationNameOf(document) ?? '?'),
    } as unknown as ApolloClient;
    const answers = new Map<string, unknown>([['Cart:{}', { cart: null }]]);
    // Its longest wait (a timer) never runs out here: it settles on the answers alone.
    vi.useFakeTimers();
    await preloadRoute(client, { pathname: '/mycart', search: '' }, answers).finally(() =>
      vi.useRealTimers(),
    );
    expect(written).toEqual(['Cart']);
    expect(answers.size).toBe(0);
  });
});

// Learners browsing and staff reading their lists, each a loop with a person's think time between pages:
// the header (every page shows it), the catalogue, the dashboard and the job search; staff page through
// users, jobs and candidates. The header and the dashboard name the viewer: an answer naming anyone else
// is a mixed session.
import { setTimeout as sleep } from 'node:timers/promises';
import { CATALOGUE, DASHBOARD, HEADER, JOBS, STAFF_CANDIDATES, STAFF_JOBS, STAFF_USERS } from './operations';
import { RequestFailed, type SessionClient } from './session-client';

const SEARCHES = ['', '', '', 'banking', 'insurance', 'credit', 'risk', 'finance'];
const PRODUCT_TYPES = [undefined, undefined, 'COURSE', 'VIDEO'];

export class BrowsingStats {
  mixedSessions = 0;
  pages = 0;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

const thinkTime = (meanMs: number) => sleep(meanMs * (0.5 + Math.random()));

type Viewer = { viewer: { email: string } | null };

const checkViewer = (client: SessionClient, stats: BrowsingStats, data: Viewer) => {
  if (data.viewer && data.viewer.email !== client.email) stats.mixedSessions++;
};

/** One learner's page view: the header and, on most pages, what the page itself shows. */
const learnerPage = async (client: SessionClient, stats: BrowsingStats) => {
  checkViewer(client, stats, await client.graphql<Viewer>('header', HEADER));
  const roll = Math.random();
  if (roll < 0.4) {
    const type = pick(PRODUCT_TYPES);
    await client.graphql('catalogue', CATALOGUE, {
      filter: { search: pick(SEARCHES) || undefined, ...(type ? { type } : {}) },
      page: 1 + Math.floor(Math.random() * 3),
      pageSize: 12,
    });
  } else if (roll < 0.7) {
    checkViewer(client, stats, await client.graphql<Viewer>('dashboard', DASHBOARD));
  } else if (roll < 0.95) {
    await client.graphql('jobs', JOBS, { page: 1 + Math.floor(Math.random() * 2), pageSize: 10 });
  }
  stats.pages++;
};

/** A learner browsing until `until`, a page every `thinkMs` on average. */
export const browse = async (client: SessionClient, stats: BrowsingStats, until: number, thinkMs: number) => {
  // Learners arrive spread over the first think time, not all in the same millisecond.
  await sleep(Math.random() * thinkMs);
  while (Date.now() < until) {
    try {
      await learnerPage(client, stats);
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
    }
    await thinkTime(thinkMs);
  }
};

/** Staff paging through the users, jobs and candidates lists until `until`. */
export const staffLists = async (client: SessionClient, until: number, thinkMs: number) => {
  while (Date.now() < until) {
    try {
      await client.graphql('staffUsers', STAFF_USERS, {
        search: pick(['', 'learner', 'load']) || undefined,
        page: 1 + Math.floor(Math.random() * 3),
        limit: 20,
      });
      await client.graphql('staffJobs', STAFF_JOBS, { page: 1, pageSize: 20 });
      await client.graphql('staffCandidates', STAFF_CANDIDATES, { page: 1, pageSize: 20 });
    } catch (error) {
      if (!(error instanceof RequestFailed)) throw error;
    }
    await thinkTime(thinkMs);
  }
};

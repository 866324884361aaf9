import { inProcessInboxEvents } from '../inbox/inbox-events';
import { RoleId, type Product as RestProduct } from '@finx/domain';
import { pino } from 'pino';
import type { ForwardedClient } from '../upstream/forwarded-client';
import { JtiLanes } from '../session/jti-lanes';
import { MemorySessionStore } from '../session/memory-session.store';
import { RequestSession, newSessionId, type CookieWriter } from '../session/request-session';
import type { SessionViewer } from '../session/session.store';
import { FakeUpstream } from '../upstream/fake-upstream';
import { createRequestScope, type RequestScope } from '../modules/shared/request-scope';

/** The browser of every fake request: the test's own machine. */
const FAKE_CLIENT: ForwardedClient = { address: '127.0.0.1', protocol: 'http', host: 'localhost:4000' };

/** The demo learner as a session holds her. */
export const LEARNER: SessionViewer = {
  userId: 11,
  partyId: 1001,
  email: 'learner@finx.demo',
  userName: 'learner@finx.demo',
  name: 'Priya Sharma',
  roleId: RoleId.LEARNER,
  roleName: 'STUDENT',
  forcePasswordChange: false,
};

export const ADMIN: SessionViewer = {
  ...LEARNER,
  userId: 2,
  partyId: 2002,
  email: 'admin@finx.demo',
  userName: 'admin@finx.demo',
  name: 'Asha Admin',
  roleId: RoleId.ADMIN,
  roleName: 'SYSOPSADMIN',
};

/** What a unit test of a module's sources works with: the fake upstream and one request's scope. */
export interface FakeRequest {
  upstream: FakeUpstream;
  session: RequestSession;
  scope: RequestScope;
  /** The session cookie the request set (null once cleared, undefined when never touched). */
  cookie(): string | null | undefined;
}

/**
 * One GraphQL request against a `FakeUpstream`, as the given viewer (or a visitor), for unit tests: the
 * scope is built exactly as the app builds it, with a real in-memory session.
 */
export const fakeRequest = async (viewer: SessionViewer | null = null): Promise<FakeRequest> => {
  const upstream = new FakeUpstream();
  const store = new MemorySessionStore(60);
  let cookie: string | null | undefined;
  const cookies: CookieWriter = {
    set: (id) => (cookie = id),
    clear: () => (cookie = null),
  };
  let session: RequestSession;
  if (viewer) {
    const id = newSessionId();
    const data = { userToken: 'user-token', jti: '1.a', viewer, createdAt: 0 };
    await store.set(id, data);
    session = new RequestSession(store, new JtiLanes(), cookies, id, data, 'cookie', FAKE_CLIENT);
  } else {
    session = new RequestSession(store, new JtiLanes(), cookies, null, null, null, FAKE_CLIENT);
  }
  const scope = createRequestScope({
    upstream,
    session,
    log: pino({ level: 'silent' }),
    inboxEvents: inProcessInboxEvents(),
  });
  return { upstream, session, scope, cookie: () => cookie };
};

/** A catalogue product as the product service answers it. */
export const restProduct = (productID: number, productPrice = 500): RestProduct => ({
  productID,
  productName: `Product ${productID}`,
  productType: 'COURSE',
  description: '',
  categoryId: 1,
  categoryName: 'Banking',
  subjectArea: 'Banking',
  level: 'Beginner',
  durationMinutes: 60,
  productPrice,
  isFree: productPrice === 0,
  imageUrl: null,
  instructor: null,
  rating: null,
  courseType: 'Self-paced',
  validityDays: null,
  lookingFor: [],
  parentProductId: null,
});

/**
 * How a visitor enters the site (`000 §2`): the routes that keep no session state on entry, and the
 * query keys an entry link carries. (The route-to-role table of `001 §2` is the client's: each screen
 * names its roles in its feature's `<feature>.routes.tsx`.)
 */

/** Routes exempt from the time-out redirect and the clear-and-redirect on entry (`000 §2`). */
export const SESSION_EXEMPT_ROUTES = [
  '/register',
  '/login',
  '/collegeregister',
  '/collegelogin',
  '/opsadminregister',
  '/opsadminlogin',
  '/unsubscribe-page',
  '/bfsi-hiring',
] as const;

export const isSessionExempt = (pathname: string): boolean =>
  (SESSION_EXEMPT_ROUTES as readonly string[]).includes(pathname.toLowerCase());

/**
 * The query keys an entry (registration or landing) link may carry (`000 §2`). All but `sessiontimeout`
 * are campaign tracking keys, which a learner keeps through the time-out redirect.
 */
export const ENTRY_LINK_KEYS = [
  'cli',
  'col',
  'pro',
  'loc',
  'ref',
  'source',
  'medium',
  'term',
  'camp',
  'protype',
  'proId',
  'emailId',
  'unsubscribeFlag',
  'sessiontimeout',
] as const;
export type EntryLinkKey = (typeof ENTRY_LINK_KEYS)[number];

export const CAMPAIGN_KEYS = ENTRY_LINK_KEYS.filter(
  (key): key is Exclude<EntryLinkKey, 'sessiontimeout'> => key !== 'sessiontimeout',
);

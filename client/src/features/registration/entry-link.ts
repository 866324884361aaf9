import { ENTRY_LINK_KEYS, type EntryLinkKey } from '@finx/domain';
import type { LeadRegisterInput } from '../../graphql/generated/graphql';

/** Which leadRegister field (`000 §3`) each tracking key fills. */
const LEAD_FIELD: Partial<Record<EntryLinkKey, keyof LeadRegisterInput>> = {
  cli: 'client',
  col: 'college',
  pro: 'product',
  loc: 'location',
  ref: 'reference',
  source: 'source',
  medium: 'medium',
  term: 'term',
  camp: 'camp',
  protype: 'productType',
  proId: 'productID',
};

export const ENTRY_LINK_STORAGE_KEY = 'finx.entryLink';

export interface EntryLink {
  /** The tracking values as read, by spec key. */
  params: Record<string, string>;
  /** The page the learner arrived on. */
  sourceUrl: string;
  /** The encrypted or base64 form as it arrived, when the link came that way. */
  encrypted: string | null;
}

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

const decodeBase64 = (text: string): string | null => {
  try {
    const normal = decodeURIComponent(text).replace(/-/g, '+').replace(/_/g, '/');
    return atob(normal);
  } catch {
    return null;
  }
};

const pickKeys = (params: URLSearchParams): Record<string, string> => {
  const picked: Record<string, string> = {};
  for (const key of ENTRY_LINK_KEYS) {
    const value = params.get(key)?.trim();
    if (value) picked[key] = value;
  }
  return picked;
};

/**
 * Reads an entry link from a query string: plain keys (`?cli=..&col=..`), the `encrypted` form
 * (`?encrypted=<base64 of such a query>`), or a query that is only base64 text (`?Y2xpPTE=`). The
 * browser holds no decryption key, so an encrypted value that is not a base64 query is kept as it came
 * (encryptedSourceUrl) for the server. Null when the query carries no entry link.
 */
export const parseEntryLink = (search: string, href: string): EntryLink | null => {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  if (raw === '') return null;
  const query = new URLSearchParams(raw);
  const encryptedValue = query.get('encrypted');
  if (encryptedValue) {
    const decoded = decodeBase64(encryptedValue);
    const params = decoded ? pickKeys(new URLSearchParams(decoded)) : {};
    return { params, sourceUrl: href, encrypted: encryptedValue };
  }
  const plain = pickKeys(query);
  if (Object.keys(plain).length > 0) return { params: plain, sourceUrl: href, encrypted: null };
  // A bare base64 query: one "key" with no value.
  if (!raw.includes('=') || (BASE64.test(raw) && !raw.includes('&'))) {
    const decoded = decodeBase64(raw);
    const params = decoded && decoded.includes('=') ? pickKeys(new URLSearchParams(decoded)) : {};
    if (Object.keys(params).length > 0) return { params, sourceUrl: href, encrypted: raw };
  }
  return null;
};

/** Keeps a new entry link for this browser tab, so it survives redirects until registration. */
export const captureEntryLink = (search: string, href: string, storage: Storage = sessionStorage): void => {
  const link = parseEntryLink(search, href);
  // Only tracking keys count: a bare session-timeout reload must not replace a campaign link.
  const tracking = link && Object.keys(link.params).some((key) => key !== 'sessiontimeout');
  if (link && (tracking || link.encrypted)) storage.setItem(ENTRY_LINK_STORAGE_KEY, JSON.stringify(link));
};

export const storedEntryLink = (storage: Storage = sessionStorage): EntryLink | null => {
  try {
    const text = storage.getItem(ENTRY_LINK_STORAGE_KEY);
    return text ? (JSON.parse(text) as EntryLink) : null;
  } catch {
    return null;
  }
};

/** `000 §4`: stored lead values are cleared after a successful registration. */
export const clearEntryLink = (storage: Storage = sessionStorage): void => {
  storage.removeItem(ENTRY_LINK_STORAGE_KEY);
};

/** The leadRegister of the registration request; null when the learner came without an entry link. */
export const leadRegisterFrom = (link: EntryLink | null): LeadRegisterInput | null => {
  if (!link) return null;
  const lead: LeadRegisterInput = {
    sourceUrl: link.sourceUrl,
    encryptedSourceUrl: link.encrypted,
  };
  for (const [key, field] of Object.entries(LEAD_FIELD)) {
    const value = link.params[key];
    if (value && field) lead[field] = value;
  }
  return lead;
};

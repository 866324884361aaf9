import { CAMPAIGN_KEYS, ClientPath, ClientRoute } from '@finx/domain';
import { parseEntryLink } from '../registration/entry-link';

/** What a landing page tags its registrations with when the visitor came without a campaign link. */
export const LANDING_SOURCE = 'finx-landing';

/**
 * Where a landing page's Register button leads (`000 §2` entry links). A visitor who arrived through a
 * campaign link keeps it: an encrypted or base64 link goes on exactly as it came (only the server can
 * read it), plain keys win over the page's own; otherwise the page names itself as the source and
 * campaign, so the registration's lead says which page brought the learner.
 */
export const landingRegisterLink = (
  search: string,
  defaults: Readonly<Record<string, string | undefined>>,
): string => {
  const incoming = parseEntryLink(search, search);
  if (incoming?.encrypted) return `${ClientPath.REGISTER}${search.startsWith('?') ? search : `?${search}`}`;
  const tracking: Record<string, string | undefined> = { source: LANDING_SOURCE, medium: 'web', ...defaults };
  for (const key of CAMPAIGN_KEYS) {
    const value = incoming?.params[key];
    if (value) tracking[key] = value;
  }
  return ClientRoute.registerFrom(tracking);
};

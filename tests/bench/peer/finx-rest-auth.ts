// What GraphQL Mesh lacks to call rest-api as FinX's gateway does, as a gateway plugin (its onFetch
// hook), and nothing more: the query string travels encrypted as one `enc` parameter (sensitive fields,
// `000 §3`), and each call presents the newest jti the session's calls have been answered with, as
// the gateway's jti lanes do (gateway-graphql/src/session/jti-lanes.ts). Mesh keeps no session, so the
// newest jti is kept here, per user token.
import { ENCRYPTED_QUERY_PARAM, Header, newerJti } from '@finx/domain';
import { FieldCipher } from '@finx/domain/server';
import type { GatewayPlugin } from '@graphql-hive/gateway-runtime';

/** Sessions remembered at once; the bench has one per connection, so this bound is never reached there. */
const MAX_SESSIONS = 10_000;

/** A header of the call Mesh prepared (its operation headers: a plain record); empty counts as missing. */
const headerOf = (headers: Record<string, string> | undefined, name: string): string | undefined => {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];
  return found === undefined || found === '' ? undefined : found;
};

export const useFinxRestAuth = ({ cipherSecret }: { cipherSecret: string }): GatewayPlugin => {
  const cipher = new FieldCipher({ secret: cipherSecret });
  const newest = new Map<string, string>();
  return {
    onFetch({ url, setURL, options, setOptions }) {
      const target = new URL(url);
      if (target.search !== '' && !target.searchParams.has(ENCRYPTED_QUERY_PARAM)) {
        target.search = cipher.encryptQuery(Object.fromEntries(target.searchParams));
        setURL(target);
      }
      const token = headerOf(options.headers, Header.TOKEN);
      const presented = headerOf(options.headers, Header.JTI);
      if (!token || !presented) return;
      const headers = Object.fromEntries(
        Object.entries(options.headers ?? {}).filter(([key]) => key.toLowerCase() !== Header.JTI),
      );
      setOptions({
        ...options,
        headers: { ...headers, [Header.JTI]: newerJti(newest.get(token), presented) },
      });
      return ({ response }) => {
        const answered = response.headers.get(Header.JTI);
        if (!answered) return;
        if (!newest.has(token) && newest.size >= MAX_SESSIONS) newest.clear();
        newest.set(token, newerJti(newest.get(token), answered));
      };
    },
  };
};

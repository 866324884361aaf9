// (b) The learner header the way the spec's browser client loads it straight from the REST services:
// a token call, then the six count and list calls, each carrying the jti the previous answer rotated.
import { FieldCipher } from '@finx/domain/server';
import { Header, RestPath, TokenType } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { fetchTransport, RestTestClient } from '@finx/rest-api/testing';
import type autocannon from 'autocannon';
import { benchSettings, learnerFor, measure } from './measure';

interface RestSession {
  token: string;
  jti: string;
  userId: string;
  partyId: string;
  email: string;
  /** This session's party in the encrypted query strings: each connection reads its own learner. */
  byParty: string;
  latest: string;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
};

const restLogin = async (client: RestTestClient, email: string): Promise<RestSession> => {
  const login = await client.loginAs(email);
  const partyId = String(login.partyId);
  return {
    token: client.token!,
    jti: client.jti!,
    userId: String(login.userId),
    partyId,
    email: login.emailId,
    byParty: client.cipher.encryptQuery({ partyId, partyID: partyId }),
    latest: client.cipher.encryptQuery({ partyId, viewAllFlag: 0 }),
  };
};

export const restHeader = async (restUrl: string, cipherSecret: string) => {
  const cipher = new FieldCipher({ secret: cipherSecret });
  const client = new RestTestClient(fetchTransport(restUrl), cipher);
  // One session per connection: requests of a connection run in sequence, so each chain of jtis stays
  // linear, as in one browser tab.
  const idle: RestSession[] = [];
  for (let i = 0; i < benchSettings.connections; i++) {
    idle.push(await restLogin(client.fork(), learnerFor(i, LOAD_LEARNERS).email));
  }

  type Context = { session?: RestSession };
  type Query = 'byParty' | 'latest' | null;
  const step = (path: string, query: Query = null, first = false, last = false): autocannon.Request => ({
    method: 'GET',
    path,
    setupRequest: (request, context: Context) => {
      if (first) context.session = idle.pop();
      const session = context.session!;
      request.path = query ? `${path}?${session[query]}` : path;
      request.headers = {
        ...request.headers,
        [Header.TOKEN]: session.token,
        [Header.JTI]: session.jti,
        [Header.TOKEN_TYPE]: TokenType.USER,
        [Header.USER_ID]: session.userId,
        [Header.USER_LOGIN]: session.email,
      };
      return request;
    },
    onResponse: (_status, body, context: Context, headers) => {
      const session = context.session!;
      session.jti = header(headers ?? {}, Header.JTI) ?? session.jti;
      // The spec's client stores the token call's answer as its token for the calls that follow.
      if (first) session.token = (JSON.parse(body) as { responseObject: string }).responseObject;
      if (last) idle.push(session);
    },
  });

  return measure(
    'REST: learner header as the spec client loads it (token call + 6 calls)',
    {
      url: restUrl,
      requests: [
        step(RestPath.JWT_TOKEN, null, true),
        step(RestPath.CART_COUNT, 'byParty'),
        step(RestPath.WISHLIST_COUNT, 'byParty'),
        step(RestPath.ALERT_COUNT, 'byParty'),
        step(RestPath.NOTIFICATION_COUNT, 'byParty'),
        step(RestPath.ALERT_LIST, 'latest'),
        step(RestPath.NOTIFICATION_LIST, 'latest', false, true),
      ],
    },
    7,
  );
};

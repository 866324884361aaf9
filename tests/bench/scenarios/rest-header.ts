// (b) The learner header the way the spec's browser client loads it straight from the REST services:
// a token call, then the six count and list calls, each carrying the jti the previous answer rotated.
import { FieldCipher } from '@finx/domain/server';
import { Header, RestPath, TokenType } from '@finx/domain';
import { fetchTransport, RestTestClient } from '@finx/rest-api/testing';
import type autocannon from 'autocannon';
import { benchSettings, measure } from './measure';

interface RestSession {
  token: string;
  jti: string;
  userId: string;
  partyId: string;
  email: string;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
};

const restLogin = async (client: RestTestClient): Promise<RestSession> => {
  const login = await client.loginAs('learner@finx.demo');
  return {
    token: client.token!,
    jti: client.jti!,
    userId: String(login.userId),
    partyId: String(login.partyId),
    email: login.emailId,
  };
};

export const restHeader = async (restUrl: string, cipherSecret: string) => {
  const cipher = new FieldCipher({ secret: cipherSecret });
  const client = new RestTestClient(fetchTransport(restUrl), cipher);
  // One session per connection: requests of a connection run in sequence, so each chain of jtis stays
  // linear, as in one browser tab.
  const idle: RestSession[] = [];
  for (let i = 0; i < benchSettings.connections; i++) idle.push(await restLogin(client.fork()));
  const partyId = idle[0]!.partyId;
  const byParty = cipher.encryptQuery({ partyId, partyID: partyId });
  const latest = cipher.encryptQuery({ partyId, viewAllFlag: 0 });

  type Context = { session?: RestSession };
  const step = (path: string, query = '', first = false, last = false): autocannon.Request => ({
    method: 'GET',
    path: query ? `${path}?${query}` : path,
    setupRequest: (request, context: Context) => {
      if (first) context.session = idle.pop();
      const session = context.session!;
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
        step(RestPath.JWT_TOKEN, '', true),
        step(RestPath.CART_COUNT, byParty),
        step(RestPath.WISHLIST_COUNT, byParty),
        step(RestPath.ALERT_COUNT, byParty),
        step(RestPath.NOTIFICATION_COUNT, byParty),
        step(RestPath.ALERT_LIST, latest),
        step(RestPath.NOTIFICATION_LIST, latest, false, true),
      ],
    },
    7,
  );
};

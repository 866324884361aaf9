// (f) The learner header through the GraphQL Mesh peer (bench/peer): the same data as (a)'s query, as
// Mesh can express it over rest-api's documented routes: one GraphQL request whose six fields are the
// six REST reads, each answered as rest-api's envelope. The caller signs in through REST and sends the
// credentials the peer passes on as FinX's gateway does (Mesh keeps no session of its own).
import { FieldCipher } from '@finx/domain/server';
import { Header, TokenType } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { fetchTransport, RestTestClient } from '@finx/rest-api/testing';
import { benchSettings, learnerFor, measure } from './measure';

/** The six reads of (a)'s header query; Mesh asks for no field the query does not select. */
const headerQuery = (partyId: string) => {
  const party = JSON.stringify(partyId);
  const latest = `partyId: ${party}, viewAllFlag: _0`;
  return `query LearnerHeaderMesh {
  cart: getCartCount(partyId: ${party}) { ... on Envelope { status responseObject } }
  wishlist: getWishlistCount(partyId: ${party}) { ... on Envelope { status responseObject } }
  alertCount: getAlertCount(partyId: ${party}) { ... on Envelope { status totalRecords } }
  notificationCount: getNotificationCount(partyId: ${party}) { ... on Envelope { status totalRecords } }
  latestAlerts: getAlertList(${latest}) { ... on Envelope { status responseListObject } }
  latestNotifications: getNotificationList(${latest}) { ... on Envelope { status responseListObject } }
}`;
};

interface PeerSession {
  headers: Record<string, string>;
  body: string;
}

/** Whether every read answered rest-api's success envelope: a refusal must not pass for a fast read. */
export const answeredHeader = (body: string): boolean => {
  try {
    const { data, errors } = JSON.parse(body) as {
      data?: Record<string, { status?: string }>;
      errors?: unknown;
    };
    return (
      !errors &&
      !!data &&
      Object.values(data).length === 6 &&
      Object.values(data).every((read) => read?.status === 'success')
    );
  } catch {
    return false;
  }
};

export const meshHeader = async (peerUrl: string, restUrl: string, cipherSecret: string) => {
  const client = new RestTestClient(fetchTransport(restUrl), new FieldCipher({ secret: cipherSecret }));
  // One session per connection, each of its own learner (SM-07), as in (a) and (b).
  const idle: PeerSession[] = [];
  for (let i = 0; i < benchSettings.connections; i++) {
    const session = client.fork();
    const login = await session.loginAs(learnerFor(i, LOAD_LEARNERS).email);
    idle.push({
      headers: {
        'content-type': 'application/json',
        [Header.TOKEN]: session.token!,
        [Header.JTI]: session.jti!,
        [Header.TOKEN_TYPE]: TokenType.USER,
        [Header.USER_ID]: String(login.userId),
        [Header.USER_LOGIN]: login.emailId,
      },
      body: JSON.stringify({ query: headerQuery(String(login.partyId)) }),
    });
  }
  const probe = idle[0]!;
  const first = await fetch(`${peerUrl}/graphql`, {
    method: 'POST',
    headers: probe.headers,
    body: probe.body,
  });
  const firstBody = await first.text();
  if (!answeredHeader(firstBody))
    throw new Error(`the Mesh peer did not answer the header: ${firstBody.slice(0, 800)}`);

  type Context = { session?: PeerSession };
  let failed = 0;
  const figures = await measure('Mesh peer: learner header, one GraphQL request (6 REST reads)', {
    url: `${peerUrl}/graphql`,
    method: 'POST',
    requests: [
      {
        setupRequest: (request, context: Context) => {
          context.session = idle.pop()!;
          return { ...request, headers: context.session.headers, body: context.session.body };
        },
        onResponse: (_status, body, context: Context) => {
          if (!answeredHeader(body)) failed++;
          idle.push(context.session!);
        },
      },
    ],
  });
  return { ...figures, errors: figures.errors + failed };
};

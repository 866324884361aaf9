// A user whose requests alternate between the gateways (addressed directly, one after the other) and, behind
// the rest balancer's round robin, between the rest-api replicas keeps one session, one jti chain, live
// alerts and rate limits (issue 31 item 1). Checked against a running cluster:
// - session: twelve header reads alternating gw1/gw2 all answer as the same viewer, and HAProxy's counters
//   show both rest-api replicas served them;
// - jti chain: afterwards the jti the gateways keep for the session (Redis) is the one rest-api's record
//   (Redis) holds as current, so neither replica forked the chain;
// - live alerts: a subscription open on gw1 receives the alert staff send through gw2;
// - rate limits: the reset-mail budget of one account (3 per window) runs out across replicas: the
//   fourth request, wherever it lands, is refused.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { InboxKind } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { serverStates } from './haproxy-config';
import { FORGOT_PASSWORD, HEADER, INBOX_ADDED, SEND_ALERT } from './operations';
import { Recorder, SessionClient } from './session-client';
import type { ClusterState } from './topology';

const run = promisify(execFile);

export interface ConsistencyReport {
  headerReads: number;
  restReplicasUsed: number;
  jtiChainShared: boolean;
  liveAlertAcrossGateways: boolean;
  rateLimitAcrossReplicas: boolean;
  problems: string[];
}

const redisCli = async (state: ClusterState, ...args: string[]) => {
  const db = new URL(state.redisUrl).pathname.slice(1) || '0';
  const { stdout } = await run('redis-cli', ['-h', '127.0.0.1', '-n', db, ...args]);
  return stdout.trim();
};

const payloadOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The gateway's jti for the viewer's session and rest-api's current jti of the same session. */
const jtisOf = async (state: ClusterState, email: string) => {
  const keys = (await redisCli(state, '--scan', '--pattern', 'finx:gw:session:*')).split('\n');
  for (const key of keys.filter((k) => k && !k.endsWith(':jti'))) {
    const session = JSON.parse(await redisCli(state, 'get', key)) as {
      userToken: string;
      viewer: { email?: string };
    };
    if (session.viewer.email !== email) continue;
    const sid = String(payloadOf(session.userToken).sid ?? '');
    const rest = JSON.parse((await redisCli(state, 'get', `finx:rest:session:${sid}`)) || '{}') as {
      jti?: string;
    };
    return { gateway: await redisCli(state, 'get', `${key}:jti`), rest: rest.jti ?? '' };
  }
  return { gateway: '', rest: '' };
};

const gatewayUrls = (state: ClusterState) =>
  state.replicas.filter((r) => r.kind === 'gateway').map((r) => `http://127.0.0.1:${r.port}`);

const restServed = async (state: ClusterState) =>
  new Map(
    (await serverStates(state.dir)).filter((s) => s.backend === 'rests').map((s) => [s.server, s.sessions]),
  );

/** Waits for the first alert on a subscription opened on one gateway with the learner's cookie. */
const firstAlert = (url: string, cookie: string, timeoutMs: number) => {
  let ready: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => (ready = resolve));
  const client = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    on: { connected: () => setTimeout(ready, 250) },
  });
  const received = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no alert arrived')), timeoutMs);
    client.subscribe<{ inboxItemAdded: { alert: { alertName: string } | null } }>(
      { query: INBOX_ADDED },
      {
        next: (value) => {
          const name = value.data?.inboxItemAdded.alert?.alertName;
          if (name) {
            clearTimeout(timer);
            resolve(name);
          }
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => {},
      },
    );
  });
  return { subscribed, received, close: () => client.dispose() };
};

export const checkSessionsAcrossReplicas = async (state: ClusterState): Promise<ConsistencyReport> => {
  const recorder = new Recorder();
  const [gw1, gw2] = gatewayUrls(state) as [string, string];
  const problems: string[] = [];
  const { learner, admin } = DEMO_ACCOUNTS;
  const viewer = new SessionClient(gw1, learner.email, '10.31.0.1', recorder);
  if (!(await viewer.login())) problems.push('the learner could not sign in');

  // Session and jti chain: alternate the gateways, the rest balancer alternates the replicas.
  const before = await restServed(state);
  let headerReads = 0;
  for (let i = 0; i < 12; i++) {
    const through = new SessionClient(i % 2 === 0 ? gw1 : gw2, learner.email, '10.31.0.1', recorder);
    through.cookie = viewer.cookie;
    const data = await through
      .graphql<{ viewer: { email: string } | null }>('header', HEADER)
      .catch(() => ({ viewer: null }));
    if (data.viewer?.email === learner.email) headerReads++;
  }
  const after = await restServed(state);
  const restReplicasUsed = [...after].filter(([name, n]) => n > (before.get(name) ?? 0)).length;
  if (headerReads !== 12)
    problems.push(`${12 - headerReads} of 12 header reads did not answer as the viewer`);
  if (restReplicasUsed < 2) problems.push('the header reads did not reach both rest-api replicas');
  const jtis = await jtisOf(state, learner.email);
  const jtiChainShared = jtis.gateway !== '' && jtis.gateway === jtis.rest;
  if (!jtiChainShared) problems.push(`jti chain forked: gateway ${jtis.gateway}, rest-api ${jtis.rest}`);

  // Live alerts: subscribed on gw1, sent by staff through gw2.
  const staff = new SessionClient(gw2, admin.email, '10.31.0.2', recorder);
  await staff.login();
  const title = `cluster check ${randomBytes(3).toString('hex')}`;
  const live = firstAlert(gw1, viewer.cookie, 10_000);
  let liveAlertAcrossGateways = false;
  try {
    await live.subscribed;
    const partyId = learner.partyId;
    await staff.graphql('sendAlert', SEND_ALERT, { input: { partyId, kind: InboxKind.ALERT, title } });
    liveAlertAcrossGateways = (await live.received) === title;
  } catch (error) {
    problems.push(`live alert: ${(error as Error).message}`);
  } finally {
    await live.close();
  }

  // Rate limits: one account's reset mails, alternating gateways (and so replicas).
  const email = `ratecheck-${randomBytes(4).toString('hex')}@finx.demo`;
  const refusals: boolean[] = [];
  for (let i = 0; i < 4; i++) {
    const anonymous = new SessionClient(i % 2 === 0 ? gw1 : gw2, email, `10.31.1.${i + 1}`, recorder);
    const answer = await anonymous
      .graphql<{ forgotPassword: { ok: boolean; userErrors: { code: string }[] } }>(
        'forgotPassword',
        FORGOT_PASSWORD,
        { email },
      )
      .then((data) => data.forgotPassword.userErrors.length > 0 || !data.forgotPassword.ok)
      .catch(() => true);
    refusals.push(answer);
  }
  const rateLimitAcrossReplicas = refusals.join() === 'false,false,false,true';
  if (!rateLimitAcrossReplicas) problems.push(`reset mails refused: ${refusals.join()} (want only the 4th)`);
  const unexpected = [...recorder.examples].filter(([kind]) => kind !== 'RATE_LIMITED');
  if (unexpected.length > 0) problems.push(`errors: ${JSON.stringify(Object.fromEntries(unexpected))}`);
  return {
    headerReads,
    restReplicasUsed,
    jtiChainShared,
    liveAlertAcrossGateways,
    rateLimitAcrossReplicas,
    problems,
  };
};

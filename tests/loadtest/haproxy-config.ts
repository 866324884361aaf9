// The load balancer of the production-shaped topology: HAProxy from the OS packages, one frontend for the
// browsers (the gateways) and one for the gateways (the rest-api replicas), each server health-checked on
// its readiness endpoint. Rendered as text into the run's folder; its stats socket answers which server
// is up, so the fault run can time a replica's return to rotation.
import { writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ReasonMessage } from '@finx/domain';

export interface BalancedServer {
  name: string;
  port: number;
}

export interface HaproxyLayout {
  dir: string;
  edgePort: number;
  restPort: number;
  gateways: readonly BalancedServer[];
  rests: readonly BalancedServer[];
}

/**
 * What HAProxy itself answers when it has no server to give a request to, or a server died under it: the
 * gateway's own typed error shape (a GraphQL error with `UPSTREAM_UNAVAILABLE`), never HAProxy's HTML page,
 * so a browser shows the spec's message and the load test counts the error by kind.
 */
const typedError = (status: 502 | 503 | 504, reason: string) =>
  [
    `HTTP/1.0 ${status} ${reason}`,
    'Cache-Control: no-cache',
    'Connection: close',
    'Content-Type: application/json',
    '',
    JSON.stringify({
      errors: [
        {
          message: ReasonMessage.UPSTREAM_UNAVAILABLE,
          extensions: { code: 'UPSTREAM_UNAVAILABLE', status },
        },
      ],
    }),
    '',
  ].join('\r\n');

const servers = (list: readonly BalancedServer[]) =>
  list.map((server) => `  server ${server.name} 127.0.0.1:${server.port} check`);

export const haproxyConfig = (layout: HaproxyLayout): string =>
  [
    'global',
    '  maxconn 8192',
    `  stats socket ${join(layout.dir, 'haproxy.sock')} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 30s',
    '  timeout server 30s',
    '  timeout http-keep-alive 10s',
    // Subscriptions are WebSockets through the same frontend.
    '  timeout tunnel 1h',
    // A connection refused (a replica just killed) is tried again on another server; a request that
    // reached a server is never sent twice (a checkout must not be placed twice by the balancer).
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure',
    // Probes every second; three failures take a server out, two successes bring it back. A probe may
    // take 4 s: a saturated replica still answers and must not be taken out (with a 1 s limit HAProxy
    // took both gateways out under load while nothing had failed). A dead one refuses at once.
    '  timeout check 4s',
    '  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 2',
    ...([502, 503, 504] as const).map(
      (status) => `  errorfile ${status} ${join(layout.dir, `${status}.http`)}`,
    ),
    '',
    'frontend edge',
    `  bind 127.0.0.1:${layout.edgePort}`,
    // The gateways believe the balancer's X-Forwarded-For (TRUST_PROXY=loopback).
    '  option forwardfor',
    '  default_backend gateways',
    '',
    'backend gateways',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    ...servers(layout.gateways),
    '',
    'frontend rest',
    `  bind 127.0.0.1:${layout.restPort}`,
    '  default_backend rests',
    '',
    'backend rests',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    ...servers(layout.rests),
    '',
  ].join('\n');

/** Writes the configuration and its error pages into the layout's folder; answers the config's path. */
export const writeHaproxyConfig = (layout: HaproxyLayout): string => {
  writeFileSync(join(layout.dir, '502.http'), typedError(502, 'Bad Gateway'));
  writeFileSync(join(layout.dir, '503.http'), typedError(503, 'Service Unavailable'));
  writeFileSync(join(layout.dir, '504.http'), typedError(504, 'Gateway Timeout'));
  const path = join(layout.dir, 'haproxy.cfg');
  writeFileSync(path, haproxyConfig(layout));
  return path;
};

export interface ServerState {
  backend: string;
  server: string;
  status: string;
  /** Requests the server was given since HAProxy started. */
  sessions: number;
}

/** `show stat` on the stats socket: each server's state and request count. */
export const serverStates = (dir: string): Promise<ServerState[]> =>
  new Promise((resolve, reject) => {
    const socket = createConnection(join(dir, 'haproxy.sock'));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('end', () => {
      const [header, ...rows] = text.trim().split('\n');
      const names = (header ?? '').replace(/^# /, '').split(',');
      const at = (name: string) => names.indexOf(name);
      resolve(
        rows
          .map((row) => row.split(','))
          .filter((cells) => !['FRONTEND', 'BACKEND'].includes(cells[at('svname')] ?? ''))
          .map((cells) => ({
            backend: cells[at('pxname')] ?? '',
            server: cells[at('svname')] ?? '',
            status: cells[at('status')] ?? '',
            sessions: Number(cells[at('stot')] ?? 0),
          })),
      );
    });
    socket.end('show stat\n');
  });

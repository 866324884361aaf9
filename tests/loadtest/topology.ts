// The production-shaped topology on one machine (issue 31 item 1): two compiled gateways and two compiled
// rest-api replicas behind HAProxy, on the machine's PostgreSQL (a database of its own) and Redis (a
// database index of its own, and pub/sub channels of its own, since channels ignore the index), with
// every secret generated for this run as production requires. A small supervisor restarts a replica
// that exits, as Kubernetes restarts a pod, so a fault run only has to kill one. The layout (ports, pids,
// URLs) is written to STATE_FILE so a load test in another process can find and disturb it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { writeHaproxyConfig } from './haproxy-config';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const CLUSTER_DIR = process.env.CLUSTER_DIR ?? '/tmp/finx-cluster';
export const STATE_FILE = join(CLUSTER_DIR, 'state.json');
const PG_SERVER = process.env.CLUSTER_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = 'finx_cluster';
/** CI flushes Redis database 0; the cluster keeps to its own index. */
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const PORTS = { edge: 8450, restBalancer: 8460, gateways: [4451, 4452], rests: [8451, 8452] } as const;
const RESTART_DELAY_MS = 1_000;

export type ReplicaKind = 'gateway' | 'rest-api' | 'haproxy';

export interface ReplicaState {
  name: string;
  kind: ReplicaKind;
  port: number;
  pid: number;
  restarts: number;
}

export interface ClusterState {
  supervisorPid: number;
  edgeUrl: string;
  restBalancerUrl: string;
  databaseUrl: string;
  redisUrl: string;
  dir: string;
  replicas: ReplicaState[];
}

export interface Cluster {
  state: ClusterState;
  stop(): Promise<void>;
}

const secret = (bytes = 32) => randomBytes(bytes).toString('hex');

/** Environment production requires, with secrets of this run (none of the published samples). */
const productionEnv = (edgeUrl: string, databaseUrl: string) => {
  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    FIELD_CIPHER_SECRET: secret(),
    REDIS_URL,
    TRUST_PROXY: 'loopback',
  };
  return {
    rest: {
      ...shared,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret(),
      OTP_SECRET: secret(),
      PUBLIC_URL: edgeUrl,
      MIGRATE_ON_START: 'false',
      SEED_DEMO_DATA: 'true',
      // A demo taking pretend money, declared as such; the sandbox's keys are this run's own.
      SANDBOX_PAY_IN_PRODUCTION: 'true',
      SANDBOX_PAY_KEY_SECRET: secret(),
      SANDBOX_PAY_WEBHOOK_SECRET: secret(),
      DOCUMENTS_DIR: join(CLUSTER_DIR, 'documents'),
    },
    gateway: {
      ...shared,
      UPSTREAM_URL: `http://127.0.0.1:${PORTS.restBalancer}`,
      INBOX_CHANNEL: 'finx-cluster:inbox',
      SESSION_CHANNEL: 'finx-cluster:gw:session',
      GRAPHQL_INTROSPECTION: 'false',
    },
  };
};

const waitFor = async (url: string, timeoutMs = 90_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

/** A fresh database for the cluster: dropped (with any connections) and created again. */
const freshDatabase = async (): Promise<string> => {
  const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return `${PG_SERVER}/${DATABASE}`;
};

const compileIfMissing = () => {
  const compiled = ['domain/dist/index.js', 'rest-api/dist/main.js', 'gateway-graphql/dist/main.js'];
  if (compiled.every((file) => existsSync(join(root, file)))) return;
  console.log('cluster: compiling the services (node scripts/build-server.mjs)...');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('cluster: the build failed');
};

const runOnce = (args: string[], env: Record<string, string>) => {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`cluster: ${args.join(' ')} failed`);
};

export const readClusterState = (): ClusterState | null => {
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as ClusterState;
  } catch {
    return null;
  }
};

/** The running cluster whose edge answers, or null. */
export const runningCluster = async (): Promise<ClusterState | null> => {
  const state = readClusterState();
  if (!state) return null;
  try {
    process.kill(state.supervisorPid, 0);
    const response = await fetch(`${state.edgeUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? state : null;
  } catch {
    return null;
  }
};

/**
 * HAProxy comes from the OS packages, as Chromium does for the browser tests: installed here when a new
 * machine lacks it, instead of the supervisor dying on `spawn haproxy ENOENT` halfway through a start.
 */
const ensureHaproxy = () => {
  if (spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0) return;
  console.log('cluster: HAProxy is missing: installing Debian haproxy (needs root)');
  const installed = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy'],
    { stdio: 'inherit' },
  );
  if (installed.status !== 0) throw new Error('cluster: HAProxy is missing and could not be installed');
};

export const startCluster = async (): Promise<Cluster> => {
  if (await runningCluster()) throw new Error(`cluster: one is already running (${STATE_FILE})`);
  ensureHaproxy();
  rmSync(CLUSTER_DIR, { recursive: true, force: true });
  mkdirSync(join(CLUSTER_DIR, 'documents'), { recursive: true });
  compileIfMissing();
  const edgeUrl = `http://127.0.0.1:${PORTS.edge}`;
  const databaseUrl = await freshDatabase();
  flushRedis();
  const env = productionEnv(edgeUrl, databaseUrl);
  console.log('cluster: migrating and seeding once, before the replicas start');
  runOnce(['rest-api/dist/migrate.js'], env.rest);

  const state: ClusterState = {
    supervisorPid: process.pid,
    edgeUrl,
    restBalancerUrl: `http://127.0.0.1:${PORTS.restBalancer}`,
    databaseUrl,
    redisUrl: REDIS_URL,
    dir: CLUSTER_DIR,
    replicas: [],
  };
  const children = new Map<string, ChildProcess>();
  let stopping = false;
  const save = () => writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));

  const launch = (replica: ReplicaState, command: string, args: string[], extra: Record<string, string>) => {
    const log = openSync(join(CLUSTER_DIR, `${replica.name}.log`), 'a');
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...extra },
      stdio: ['ignore', log, log],
    });
    replica.pid = child.pid ?? 0;
    children.set(replica.name, child);
    save();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.log(`cluster: ${replica.name} exited (${signal ?? code}); restarting`);
      setTimeout(() => {
        if (stopping) return;
        replica.restarts++;
        launch(replica, command, args, extra);
      }, RESTART_DELAY_MS);
    });
  };

  const node = (entry: string) => ['--enable-source-maps', entry];
  PORTS.rests.forEach((port, i) => {
    const replica: ReplicaState = { name: `rest${i + 1}`, kind: 'rest-api', port, pid: 0, restarts: 0 };
    state.replicas.push(replica);
    launch(replica, process.execPath, node('rest-api/dist/main.js'), {
      ...env.rest,
      REST_PORT: String(port),
    });
  });
  const config = writeHaproxyConfig({
    dir: CLUSTER_DIR,
    edgePort: PORTS.edge,
    restPort: PORTS.restBalancer,
    gateways: PORTS.gateways.map((port, i) => ({ name: `gw${i + 1}`, port })),
    rests: PORTS.rests.map((port, i) => ({ name: `rest${i + 1}`, port })),
  });
  const haproxy: ReplicaState = { name: 'haproxy', kind: 'haproxy', port: PORTS.edge, pid: 0, restarts: 0 };
  state.replicas.push(haproxy);
  launch(haproxy, 'haproxy', ['-db', '-f', config], {});
  for (const port of PORTS.rests) await waitFor(`http://127.0.0.1:${port}/healthz`);
  PORTS.gateways.forEach((port, i) => {
    const replica: ReplicaState = { name: `gw${i + 1}`, kind: 'gateway', port, pid: 0, restarts: 0 };
    state.replicas.push(replica);
    launch(replica, process.execPath, node('gateway-graphql/dist/main.js'), {
      ...env.gateway,
      PORT: String(port),
    });
  });
  for (const port of PORTS.gateways) await waitFor(`http://127.0.0.1:${port}/readyz`);
  await waitFor(`${edgeUrl}/readyz`);

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...children.values()].map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(STATE_FILE, { force: true });
  };
  return { state, stop };
};

/** The cluster's own Redis database, emptied at start (CI's database 0 is never touched). */
const flushRedis = () => {
  const db = new URL(REDIS_URL).pathname.slice(1) || '0';
  if (db === '0')
    throw new Error('cluster: CLUSTER_REDIS_URL must name a database other than 0 (CI flushes 0)');
  spawnSync('redis-cli', ['-h', '127.0.0.1', '-n', db, 'flushdb'], { stdio: 'ignore' });
};

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { whileInUseRetry } from '@finx/rest-api/testing';
import pg from 'pg';

/**
 * The browser suite's stacks. The global setup migrates and seeds one database (the snapshot); each
 * Playwright worker copies it and starts the whole product on it, on ports of its own, as `npm start`
 * does: compiled services, the built client. Workers share nothing, so they run side by side, and a
 * worker that restarts after a failure (Playwright's retry) starts again from the seeded state.
 *
 * Embedded: the snapshot is a PGlite data folder on tmpfs, copied per worker. With DATABASE_URL: a
 * template database on that server, copied per worker with CREATE DATABASE ... TEMPLATE.
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const NODE = process.execPath;
const RUN_ENV = 'FINX_E2E_RUN';
const HEALTH_TIMEOUT_MS = 180_000;

// Every browser test comes from 127.0.0.1: the per-address limits would throttle the suite.
const SUITE_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  OTP_LIMIT_PER_ADDRESS: '1000',
  LOGIN_LIMIT_PER_ADDRESS: '1000',
  MAIL_LIMIT_PER_ADDRESS: '1000',
  PUBLIC_WRITE_LIMIT_PER_ADDRESS: '1000',
};

interface Run {
  /** tmpfs folder of this run: the snapshot and the workers' copies. */
  dir: string;
  /** Server URL when the run is on PostgreSQL. */
  serverUrl?: string;
  /** The template database of this run (PostgreSQL). */
  template?: string;
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const admin = async <T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const waitHealthy = async (url: string, child: ChildProcess, what: string) => {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before it was healthy`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${what} was not healthy at ${url} within ${HEALTH_TIMEOUT_MS / 1000} s`);
};

/**
 * Ports nothing listens on now, all different (a stack left behind by a killed run keeps its own): held
 * open together until each is known, then given back.
 */
const freePorts = async (count: number): Promise<number[]> => {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((done, fail) => {
          server.once('error', fail);
          server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
};

/** Ends a process started with `detached` and everything it started (the start script's children). */
const stopGroup = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, 'SIGTERM');
  const late = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
};

const ensureCompiled = () => {
  const compiled = ['domain/dist/index.js', 'rest-api/dist/main.js', 'gateway-graphql/dist/main.js'];
  if (compiled.every((file) => existsSync(join(REPO_ROOT, file)))) return;
  const build = spawnSync(NODE, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
};

/** Global setup: migrates and seeds the run's snapshot once; returns the teardown. */
export async function buildSnapshot(): Promise<() => Promise<void>> {
  ensureCompiled();
  const id = `${process.pid}_${Date.now().toString(36)}`;
  const run: Run = { dir: join('/dev/shm', `finx-e2e-${id}`) };
  const serverUrl = process.env.DATABASE_URL;
  const [restPort] = await freePorts(1);
  const env: Record<string, string> = {
    ...SUITE_ENV,
    REST_PORT: String(restPort),
    DATA_DIR: join(run.dir, 'seed'),
  };
  if (serverUrl) {
    run.serverUrl = serverUrl;
    run.template = `finx_e2e_${id}`;
    await admin(serverUrl, (client) => client.query(`create database "${run.template}"`));
    env.DATABASE_URL = databaseUrl(serverUrl, run.template);
  }
  await mkdir(run.dir, { recursive: true });
  // rest-api migrates and seeds an empty database at start; once healthy, the snapshot is complete.
  const rest = spawn(NODE, ['rest-api/dist/main.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitHealthy(`http://127.0.0.1:${restPort}/healthz`, rest, 'the snapshot rest-api');
  } finally {
    await stopGroup(rest);
  }
  process.env[RUN_ENV] = JSON.stringify(run);
  return async () => {
    await rm(run.dir, { recursive: true, force: true });
    if (run.serverUrl && run.template) {
      const template = run.template;
      await admin(run.serverUrl, (client) =>
        client.query(`drop database if exists "${template}" with (force)`),
      );
    }
  };
}

export interface WorkerStack {
  baseURL: string;
  stop(): Promise<void>;
}

/** A worker's own copy of the snapshot and the product started on it. */
export async function startWorkerStack(workerIndex: number, logDir: string): Promise<WorkerStack> {
  const run = JSON.parse(process.env[RUN_ENV] ?? 'null') as Run | null;
  if (!run)
    throw new Error(`${RUN_ENV} is not set: the browser suite runs through tests/playwright.config.ts`);
  const [port, restPort] = await freePorts(2);
  const dataDir = join(run.dir, `worker-${workerIndex}`);
  const env: Record<string, string> = {
    ...SUITE_ENV,
    PORT: String(port),
    REST_PORT: String(restPort),
    DATA_DIR: dataDir,
    // Live alerts over Redis reach only this worker's gateways (party ids repeat across the copies).
    INBOX_CHANNEL: `finx:inbox:e2e:${process.pid}`,
    // Ended sessions too: user ids repeat across the copies, and a signal only concerns this worker's.
    SESSION_CHANNEL: `finx:gw:session:e2e:${process.pid}`,
  };
  let database: string | undefined;
  if (run.serverUrl && run.template) {
    database = `${run.template}_w${workerIndex}`;
    const name = database;
    const template = run.template;
    // The snapshot's rest-api has exited, but its pool's sessions can linger on the server a moment.
    await admin(run.serverUrl, (client) =>
      whileInUseRetry(client, `create database "${name}" template "${template}"`),
    );
    env.DATABASE_URL = databaseUrl(run.serverUrl, database);
  }
  // The PGlite data (embedded) and the seeded documents (both).
  await cp(join(run.dir, 'seed'), dataDir, { recursive: true });
  await mkdir(logDir, { recursive: true });
  const log = createWriteStream(join(logDir, `stack-worker-${workerIndex}.log`));
  // No PUBLIC_URL: payment pages, callbacks and mailed links follow the address the browser opened.
  const child = spawn(NODE, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The services log to stdout (pino) and fail to stderr.
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const stop = async () => {
    await stopGroup(child);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
    if (run.serverUrl && database) {
      const name = database;
      await admin(run.serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    }
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`${baseURL}/healthz`, child, `worker ${workerIndex}'s stack`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}

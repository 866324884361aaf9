// Boots the product and the floor server as separate processes, so the benchmark's load generator
// never shares an event loop with what it measures.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchTargets {
  gatewayUrl: string;
  restUrl: string;
  floorUrl: string;
  stop(): Promise<void>;
}

const waitHealthy = async (url: string, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

const stopChild = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

const withoutDatabase = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
};

export interface TargetOptions {
  ports?: { gateway: number; rest: number };
  /** Environment over the defaults, e.g. the database of this stack (PGlite in memory otherwise). */
  env?: Record<string, string>;
}

export const startTargets = async ({
  ports = { gateway: 4410, rest: 8410 },
  env = {},
}: TargetOptions = {}): Promise<BenchTargets> => {
  const product = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      // The database is the one `env` names: PGlite unless it gives DATABASE_URL, whatever this shell has.
      ...withoutDatabase(process.env),
      PORT: String(ports.gateway),
      REST_PORT: String(ports.rest),
      DATA_DIR: 'memory://',
      // The bench pays in the sandbox; production mode refuses it unless told this is a demo, and
      // refuses the sandbox's published development keys.
      SANDBOX_PAY_IN_PRODUCTION: 'true',
      SANDBOX_PAY_KEY_SECRET: 'bench-only-sandbox-key-secret-0123',
      SANDBOX_PAY_WEBHOOK_SECRET: 'bench-only-sandbox-webhook-secret-0123',
      PUBLIC_URL: `http://127.0.0.1:${ports.gateway}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-only-secret-bench-only-secret',
      FIELD_CIPHER_SECRET: benchCipherSecret,
      GRAPHQL_INTROSPECTION: 'false',
      ...env,
    },
  });
  const floor = fork(fileURLToPath(new URL('./floor-server.ts', import.meta.url)), {
    execArgv: ['--conditions=finx-source', '--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const floorAddress = await new Promise<string>((resolve) =>
    floor.once('message', (message) => resolve((message as { address: string }).address)),
  );
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  await waitHealthy(`${gatewayUrl}/healthz`);
  return {
    gatewayUrl,
    restUrl: `http://127.0.0.1:${ports.rest}`,
    floorUrl: floorAddress,
    stop: async () => {
      await Promise.all([stopChild(product), stopChild(floor)]);
    },
  };
};

/** The benchmark runs the product in production mode, which refuses development secrets. */
export const benchCipherSecret = '5f'.repeat(32);

#!/usr/bin/env node
// Starts the whole product on embedded defaults: the REST services, then the GraphQL gateway that also
// serves the built client. Two processes, as in production, so the tiers only meet over HTTP.
// Without flags it runs the compiled JavaScript (`npm run build` writes rest-api/dist, gateway-graphql/dist
// and domain/dist; a missing one is built here first). Flags: --dev (TypeScript sources through tsx in
// watch mode for both services, resolving @finx/domain to its sources, and the Vite dev server with hot
// reload).
import './project-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '4000';
const restPort = process.env.REST_PORT ?? '8080';
const upstream = process.env.UPSTREAM_URL ?? `http://127.0.0.1:${restPort}`;
const children = [];

const run = (name, args, env = {}) => {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping FinX.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
};

const waitFor = async (url, name, timeoutMs = 120_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000} s`);
};

let stopping = false;
const stop = (code = 0) => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((done) => (child.exitCode === null ? child.on('exit', done) : done())),
    ),
  ).then(() => process.exit(code));
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const entries = dev
  ? { rest: 'rest-api/src/main.ts', gateway: 'gateway-graphql/src/main.ts' }
  : { rest: 'rest-api/dist/main.js', gateway: 'gateway-graphql/dist/main.js' };
const compiled = ['domain/dist/index.js', entries.rest, entries.gateway];
if (!dev && !compiled.every((file) => existsSync(file))) {
  console.log('Compiling the services (npm run build:server)...');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const runtime = dev ? ['--conditions=finx-source', '--import', 'tsx', '--watch'] : ['--enable-source-maps'];
try {
  run('rest-api', [...runtime, entries.rest], { REST_PORT: restPort });
  await waitFor(`http://127.0.0.1:${restPort}/healthz`, 'rest-api');
  run('gateway', [...runtime, entries.gateway], { PORT: port, UPSTREAM_URL: upstream });
  await waitFor(`http://127.0.0.1:${port}/healthz`, 'gateway');
  if (dev) {
    run('client', ['node_modules/vite/bin/vite.js', '--config', 'client/vite.config.ts', 'client']);
    console.log(
      '\nFinX (dev) is running: http://localhost:5173 (GraphQL at http://localhost:' + port + '/graphql)\n',
    );
  } else {
    console.log(
      `\nFinX is running: http://localhost:${port}  (GraphiQL: http://localhost:${port}/graphql)\n`,
    );
  }
} catch (error) {
  console.error(error.message);
  stop(1);
}

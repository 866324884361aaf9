// The faults of the load run, in order: kill one rest-api replica, then one gateway (SIGKILL; the cluster's
// supervisor restarts each, as Kubernetes restarts a pod), restart PostgreSQL, stop and start Redis. Each is
// timed from when it ended (the kill, PostgreSQL accepting again, Redis answering again) until a probe
// learner's page has answered for PROBE_STABLE_MS without a failure: the recovery time. The killed replica's
// return to HAProxy's rotation is timed beside it.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { serverStates } from './haproxy-config';
import { HEADER } from './operations';
import { RequestFailed, type SessionClient } from './session-client';
import { readClusterState, type ClusterState } from './topology';

const run = promisify(execFile);
const PROBE_EVERY_MS = 200;
const PROBE_STABLE_MS = 3_000;
const REDIS_DOWN_MS = 2_000;

export interface FaultRecord {
  name: string;
  startedAt: number;
  endedAt: number;
  /** From the fault's end until the probe answered steadily again. */
  recoveredMs: number | null;
  /** The killed replica: from the kill until HAProxy had it UP again (a new process). */
  backInRotationMs?: number | null;
  /** Failures of the load's own requests from the fault's start until it recovered. */
  loadErrors?: number;
}

/** A learner reading the header through the edge every PROBE_EVERY_MS; each outcome timestamped. */
export class Probe {
  readonly outcomes: { at: number; ok: boolean }[] = [];
  private stopped = false;

  constructor(private readonly client: SessionClient) {}

  async run(): Promise<void> {
    while (!this.stopped) {
      const at = Date.now();
      try {
        await this.client.graphql('probe', HEADER);
        this.outcomes.push({ at, ok: true });
      } catch (error) {
        if (!(error instanceof RequestFailed)) throw error;
        this.outcomes.push({ at, ok: false });
      }
      await sleep(Math.max(0, PROBE_EVERY_MS - (Date.now() - at)));
    }
  }

  stop(): void {
    this.stopped = true;
  }

  /**
   * How long after `from` (the fault's end) the probe answered steadily again: from there every probe
   * succeeded for PROBE_STABLE_MS. 0 when the probe never failed between `since` (the fault's start)
   * and `until` (the next fault's).
   */
  recoveredAfter(since: number, from: number, until: number): number | null {
    const window = this.outcomes.filter((o) => o.at >= since && o.at < until);
    if (window.every((o) => o.ok)) return 0;
    let start: number | null = null;
    for (const outcome of window) {
      if (outcome.at < from) continue;
      if (!outcome.ok) {
        start = null;
        continue;
      }
      start ??= outcome.at;
      if (outcome.at - start >= PROBE_STABLE_MS) return Math.max(0, start - from);
    }
    return null;
  }
}

const replicaOf = (kind: 'rest-api' | 'gateway') => {
  const state = readClusterState();
  const replica = state?.replicas.find((r) => r.kind === kind);
  if (!state || !replica) throw new Error(`no ${kind} replica in the cluster state`);
  return { state, replica };
};

/** Waits until HAProxy reports the replica's server UP again and the supervisor started a new process. */
const backInRotation = async (state: ClusterState, name: string, oldPid: number, since: number) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const pid = readClusterState()?.replicas.find((r) => r.name === name)?.pid;
    const server = (await serverStates(state.dir)).find((s) => s.server === name);
    if (pid && pid !== oldPid && server?.status === 'UP') return Date.now() - since;
    await sleep(100);
  }
  return null;
};

export interface FaultRun {
  record: FaultRecord;
  /** Resolves when whatever follows the fault (a replica's return) has been timed. */
  settled: Promise<void>;
}

const killReplica = async (kind: 'rest-api' | 'gateway'): Promise<FaultRun> => {
  const { state, replica } = replicaOf(kind);
  const startedAt = Date.now();
  process.kill(replica.pid, 'SIGKILL');
  const record: FaultRecord = {
    name: `kill ${kind} (${replica.name})`,
    startedAt,
    endedAt: startedAt,
    recoveredMs: null,
  };
  const settled = backInRotation(state, replica.name, replica.pid, startedAt).then((ms) => {
    record.backInRotationMs = ms;
  });
  return { record, settled };
};

const restartPostgres = async (): Promise<FaultRun> => {
  const version = readdirSync('/etc/postgresql')[0] ?? '';
  const startedAt = Date.now();
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
  for (let i = 0; i < 100; i++) {
    const ready = await run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).then(
      () => true,
      () => false,
    );
    if (ready) break;
    await sleep(100);
  }
  const record = { name: 'restart PostgreSQL', startedAt, endedAt: Date.now(), recoveredMs: null };
  return { record, settled: Promise.resolve() };
};

const stopStartRedis = async (): Promise<FaultRun> => {
  const startedAt = Date.now();
  await run('redis-cli', ['-h', '127.0.0.1', 'shutdown', 'nosave']).catch(() => undefined);
  await sleep(REDIS_DOWN_MS);
  await run('redis-server', [
    '--daemonize',
    'yes',
    '--bind',
    '127.0.0.1',
    '--port',
    '6379',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let i = 0; i < 100; i++) {
    const pong = await run('redis-cli', ['-h', '127.0.0.1', 'ping']).then(
      ({ stdout }) => stdout.trim() === 'PONG',
      () => false,
    );
    if (pong) break;
    await sleep(100);
  }
  const record = { name: 'stop and start Redis', startedAt, endedAt: Date.now(), recoveredMs: null };
  return { record, settled: Promise.resolve() };
};

export const FAULTS: readonly (() => Promise<FaultRun>)[] = [
  () => killReplica('rest-api'),
  () => killReplica('gateway'),
  restartPostgres,
  stopStartRedis,
];

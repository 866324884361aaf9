// Where a scenario's CPU goes: the processor time each tier (gateway, rest-api, the PostgreSQL server's
// backends, the GraphQL Mesh peer, the floor server, and this process, which generates the load) spent per
// unit of work, read from /proc around the scenario. The machine's load does not enter it, so it explains
// a throughput figure in a way the figure alone cannot: a tier's cost per unit bounds the throughput
// however the work is overlapped.
import { readdirSync, readFileSync } from 'node:fs';

export type Tier = 'gateway' | 'rest' | 'postgres' | 'peer' | 'floor' | 'load';
export type TierCpu = Record<Tier, number>;

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

const tierOf = (pid: string, commandLine: string): Tier | null => {
  if (Number(pid) === process.pid) return 'load';
  if (commandLine.includes('gateway-graphql/dist/main.js')) return 'gateway';
  if (commandLine.includes('rest-api/dist/main.js')) return 'rest';
  if (commandLine.startsWith('postgres')) return 'postgres';
  if (commandLine.includes('bench/peer/mesh-peer-server.ts')) return 'peer';
  if (commandLine.includes('bench/floor-server.ts')) return 'floor';
  return null;
};

/** CPU seconds used so far by each tier's processes; null where /proc cannot be read (not Linux). */
export const tierCpuSeconds = (): TierCpu | null => {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  const seconds: TierCpu = { gateway: 0, rest: 0, postgres: 0, peer: 0, floor: 0, load: 0 };
  for (const pid of pids) {
    try {
      const tier = tierOf(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
      if (!tier) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds[tier] += (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return seconds;
};

/** Each tier's CPU milliseconds per unit of work between two readings; undefined without /proc. */
export const cpuPerUnit = (
  before: TierCpu | null,
  after: TierCpu | null,
  units: number,
): TierCpu | undefined => {
  if (!before || !after || units <= 0) return undefined;
  // A process that ends between the readings (a database backend closing) takes its time with it; a tier
  // never counts below nothing.
  const perUnit = (tier: Tier) =>
    Math.round((Math.max(0, after[tier] - before[tier]) * 1_000_000) / units) / 1000;
  return {
    gateway: perUnit('gateway'),
    rest: perUnit('rest'),
    postgres: perUnit('postgres'),
    peer: perUnit('peer'),
    floor: perUnit('floor'),
    load: perUnit('load'),
  };
};

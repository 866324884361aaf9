import autocannon from 'autocannon';
import { cpuPerUnit, tierCpuSeconds, type TierCpu } from '../tier-cpu';

export interface Figures {
  name: string;
  /** Completed units of work per second (a header load, or one request for the floor). */
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  errors: number;
  non2xx: number;
  /** Processor time per unit in each tier while the load ran (Linux only). */
  cpuMsPerUnit?: TierCpu;
}

export const benchSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  duration: Number(process.env.BENCH_SECONDS ?? 10),
};

/** Runs autocannon and reduces its result to the figures the README reports. */
export const measure = async (
  name: string,
  options: autocannon.Options,
  requestsPerUnit = 1,
): Promise<Figures> => {
  const before = tierCpuSeconds();
  const result = await autocannon({ ...benchSettings, ...options });
  const cpuMsPerUnit = cpuPerUnit(before, tierCpuSeconds(), result.requests.total / requestsPerUnit);
  return {
    name,
    perSecond: round(result.requests.average / requestsPerUnit),
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(cpuMsPerUnit ? { cpuMsPerUnit } : {}),
  };
};

const round = (value: number) => Math.round(value * 10) / 10;

/** The load learner of connection `i`; there is one per connection, never shared (SM-07). */
export const learnerFor = <T>(i: number, learners: readonly T[]): T => {
  const learner = learners[i];
  if (!learner) {
    throw new Error(
      `BENCH_CONNECTIONS=${benchSettings.connections}: only ${learners.length} load learners are seeded`,
    );
  }
  return learner;
};

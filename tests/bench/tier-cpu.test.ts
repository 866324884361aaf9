import { describe, expect, it } from 'vitest';
import { cpuPerUnit, tierCpuSeconds, type TierCpu } from './tier-cpu';

const cpu = (gateway: number, rest: number, postgres: number, load: number, peer = 0): TierCpu => ({
  gateway,
  rest,
  postgres,
  peer,
  floor: 0,
  load,
});

describe('tier CPU per unit', () => {
  it('divides each tier’s seconds between the readings by the units, in milliseconds', () => {
    expect(cpuPerUnit(cpu(1, 2, 3, 4, 1), cpu(2, 4, 3.5, 4.1, 1.3), 1000)).toEqual(cpu(1, 2, 0.5, 0.1, 0.3));
  });

  it('counts a tier whose process ended between the readings as nothing, not less', () => {
    expect(cpuPerUnit(cpu(0, 0, 5, 0), cpu(0, 0, 4, 0), 10)?.postgres).toBe(0);
  });

  it('has no figure without readings or without units', () => {
    expect(cpuPerUnit(null, cpu(1, 1, 1, 1), 10)).toBeUndefined();
    expect(cpuPerUnit(cpu(0, 0, 0, 0), cpu(1, 1, 1, 1), 0)).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('reads this process as the load tier', () => {
    const before = tierCpuSeconds()!.load;
    // /proc counts in ticks of 10 ms: work until one shows, or give up after 5 s.
    let after = before;
    for (const deadline = Date.now() + 5000; after <= before && Date.now() < deadline;) {
      const until = Date.now() + 20;
      while (Date.now() < until) Math.sqrt(Math.random());
      after = tierCpuSeconds()!.load;
    }
    expect(after).toBeGreaterThan(before);
  });
});

// FinX's gateway against the GraphQL Mesh peer on the same read, beside the floor, from figures measured
// in one run: throughput ratios, and processor time per request, whole (every server tier the request
// passed through) and of the gateway process alone (FinX's gateway against the peer's process).
import type { Figures } from '../scenarios/measure';
import type { TierCpu } from '../tier-cpu';

export interface PeerComparison {
  read: string;
  requestsPerSecond: { finx: number; mesh: number; floor: number };
  /** Server-side CPU ms per request: FinX = gateway + rest + postgres; Mesh = peer + rest + postgres. */
  cpuMsPerRequest: { finx: number | null; mesh: number | null; floor: number | null };
  /** CPU ms per request in the GraphQL process alone: FinX's gateway, the Mesh peer. */
  gatewayCpuMsPerRequest: { finx: number | null; mesh: number | null };
  ratios: {
    finxVsMesh: number;
    finxVsFloor: number;
    meshVsFloor: number;
    /** Mesh's server CPU per request over FinX's: above 1, FinX spends less per request. */
    meshCpuOverFinx: number | null;
    meshGatewayCpuOverFinx: number | null;
  };
}

const sum = (cpu: TierCpu | undefined, tiers: (keyof TierCpu)[]) =>
  cpu
    ? round(
        tiers.reduce((total, tier) => total + cpu[tier], 0),
        1000,
      )
    : null;

const over = (a: number | null, b: number | null) => (a !== null && b ? round(a / b, 10_000) : null);

export const comparePeer = (read: string, finx: Figures, mesh: Figures, floor: Figures): PeerComparison => {
  const cpu = {
    finx: sum(finx.cpuMsPerUnit, ['gateway', 'rest', 'postgres']),
    mesh: sum(mesh.cpuMsPerUnit, ['peer', 'rest', 'postgres']),
    floor: sum(floor.cpuMsPerUnit, ['floor']),
  };
  const gateway = { finx: sum(finx.cpuMsPerUnit, ['gateway']), mesh: sum(mesh.cpuMsPerUnit, ['peer']) };
  return {
    read,
    requestsPerSecond: { finx: finx.perSecond, mesh: mesh.perSecond, floor: floor.perSecond },
    cpuMsPerRequest: cpu,
    gatewayCpuMsPerRequest: gateway,
    ratios: {
      finxVsMesh: round(finx.perSecond / mesh.perSecond, 10_000),
      finxVsFloor: round(finx.perSecond / floor.perSecond, 10_000),
      meshVsFloor: round(mesh.perSecond / floor.perSecond, 10_000),
      meshCpuOverFinx: over(cpu.mesh, cpu.finx),
      meshGatewayCpuOverFinx: over(gateway.mesh, gateway.finx),
    },
  };
};

export const printPeerComparison = (comparison: PeerComparison): void => {
  const { requestsPerSecond: rps, cpuMsPerRequest: cpu, gatewayCpuMsPerRequest: gateway } = comparison;
  console.log(`FinX's gateway against the GraphQL Mesh peer: ${comparison.read}`);
  console.table([
    {
      target: 'FinX gateway',
      'req/s': rps.finx,
      'server CPU ms/req': cpu.finx,
      'gateway CPU ms/req': gateway.finx,
    },
    {
      target: 'Mesh peer',
      'req/s': rps.mesh,
      'server CPU ms/req': cpu.mesh,
      'gateway CPU ms/req': gateway.mesh,
    },
    { target: 'floor', 'req/s': rps.floor, 'server CPU ms/req': cpu.floor, 'gateway CPU ms/req': null },
  ]);
  console.table(comparison.ratios);
};

const round = (value: number, scale: number) => Math.round(value * scale) / scale;

// `npm run cluster`: starts the production-shaped topology (topology.ts) and keeps it running, restarting
// a replica that exits, until Ctrl-C. `npm run loadtest` in another terminal then runs against it.
import { checkSessionsAcrossReplicas } from './replica-consistency';
import { startCluster } from './topology';

const cluster = await startCluster();
const { state } = cluster;
const by = (kind: string) =>
  state.replicas
    .filter((replica) => replica.kind === kind)
    .map((replica) => `${replica.name} :${replica.port}`)
    .join(', ');
console.log(`
FinX cluster is running (Ctrl-C stops it):
  edge (HAProxy -> gateways):   ${state.edgeUrl}
  gateways:                     ${by('gateway')}
  rest balancer (HAProxy):      ${state.restBalancerUrl}
  rest-api replicas:            ${by('rest-api')}
  PostgreSQL:                   ${state.databaseUrl}
  Redis:                        ${state.redisUrl}
  logs and HAProxy config:      ${state.dir}
`);
if (process.argv.includes('--check')) {
  const report = await checkSessionsAcrossReplicas(state);
  console.log(JSON.stringify(report));
  if (report.problems.length > 0) process.exitCode = 1;
  await cluster.stop();
} else {
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

// The peer: a GraphQL Mesh gateway (Hive Gateway's runtime) serving the supergraph composed from
// rest-api's OpenAPI document, in a process of its own like the product and the floor. Started by
// stack-processes.ts with SUPERGRAPH_PATH and FIELD_CIPHER_SECRET; answers its address over IPC.
import { createServer } from 'node:http';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { useFinxRestAuth } from './finx-rest-auth';

const gateway = createGatewayRuntime({
  supergraph: process.env.SUPERGRAPH_PATH!,
  logging: 'error',
  graphiql: false,
  landingPage: false,
  plugins: () => [useFinxRestAuth({ cipherSecret: process.env.FIELD_CIPHER_SECRET! })],
});
const server = createServer(gateway);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ address: `http://127.0.0.1:${port}` });
});
process.once('SIGTERM', () => {
  server.close();
  void Promise.resolve(gateway.dispose()).finally(() => process.exit(0));
});

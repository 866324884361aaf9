import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/**
 * Entry point: `npx tsx gateway-graphql/src/main.ts` (or `node --import tsx ...`) from any folder.
 * tsx takes decorator settings from the tsconfig of the working directory, and the repository root has
 * none; the resolvers need legacy decorators (parameter decorators in particular), so the gateway is
 * loaded through tsx with its own tsconfig. This file itself holds no decorators.
 */
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const server = (await tsImport('./server.ts', {
  parentURL: import.meta.url,
  tsconfig,
})) as typeof import('./server');
await server.startGateway();

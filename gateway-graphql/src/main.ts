import { fileURLToPath } from 'node:url';

/**
 * Entry point, compiled (`node gateway-graphql/dist/main.js`, what `npm start` and the image run) or
 * through tsx (`npx tsx gateway-graphql/src/main.ts`, watch mode) from any folder. tsx takes decorator
 * settings from the tsconfig of the working directory, and the repository root has none; the resolvers
 * need legacy decorators (parameter decorators in particular), so under tsx the gateway is loaded with its
 * own tsconfig. tsc has already applied them to the compiled files. This file itself holds no decorators.
 */
const compiled = import.meta.url.endsWith('.js');
const server: typeof import('./server') = compiled
  ? await import('./server')
  : await (async () => {
      const { tsImport } = await import('tsx/esm/api');
      const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
      return (await tsImport('./server.ts', {
        parentURL: import.meta.url,
        tsconfig,
      })) as typeof import('./server');
    })();
await server.startGateway();

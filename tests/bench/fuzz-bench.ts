// The fuzz suite's long run: 10,000 generated bad inputs against the product as the bench runs it
// (production mode, separate processes, loopback only). The short run is part of `npm test`.
import { FieldCipher } from '@finx/domain/server';
import { createRestApi, loadConfig, type RestRoute } from '@finx/rest-api';
import { provisionTestDatabase } from '@finx/rest-api/testing';
import { runFuzz, type FuzzReport } from '../src/fuzz/fuzz-run';
import { fuzzSeed } from '../src/fuzz/seeded-random';
import { benchCipherSecret, startTargets } from './stack-processes';

export const FUZZ_BENCH_INPUTS = Number(process.env.FUZZ_INPUTS ?? 10_000);

/** The REST routes, read from an app built in this process for the purpose and closed again. */
const restRoutes = async (): Promise<readonly RestRoute[]> => {
  const database = await provisionTestDatabase();
  try {
    const api = await createRestApi(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...database.env }));
    await api.close();
    return api.routes;
  } finally {
    await database.drop();
  }
};

export const runFuzzBench = async (ports = { gateway: 4414, rest: 8414 }): Promise<FuzzReport> => {
  const routes = await restRoutes();
  const targets = await startTargets({ ports });
  try {
    return await runFuzz(
      {
        gatewayUrl: targets.gatewayUrl,
        restUrl: targets.restUrl,
        restRoutes: routes,
        cipher: new FieldCipher({ secret: benchCipherSecret }),
        // The product runs on rest-api's default limit (startTargets sets none): read from its config.
        restBodyLimitBytes: loadConfig({ NODE_ENV: 'test' }).bodyLimitBytes,
      },
      { seed: fuzzSeed(), inputs: FUZZ_BENCH_INPUTS },
    );
  } finally {
    await targets.stop();
  }
};

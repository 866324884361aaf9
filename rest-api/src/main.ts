import { startTelemetry } from '@finx/domain/server';
import { createRestApi } from './app';
import { loadConfig } from './config';

const config = loadConfig();
// Tracing (OTEL_ENABLED) and metrics (METRICS_PORT) before the app, so its hooks and gauges see them.
const stopTelemetry = await startTelemetry('rest-api');
const { app, close: closeApp } = await createRestApi(config);
const close = async () => {
  await closeApp();
  await stopTelemetry();
};

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info({ database: config.database.kind }, 'rest-api ready');
} catch (error) {
  app.log.error({ err: error }, 'rest-api failed to start');
  await close();
  process.exit(1);
}

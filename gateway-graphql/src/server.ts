import { startTelemetry } from '@finx/domain/server';
import { createGateway } from './app';
import { loadConfig } from './config';

/** Starts the gateway from the environment and stops it cleanly on SIGINT/SIGTERM. */
export async function startGateway(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = loadConfig(env);
  // Tracing (OTEL_ENABLED) and metrics (METRICS_PORT) before the app, so its hooks see them.
  const stopTelemetry = await startTelemetry('gateway', env);
  const gateway = await createGateway(config);
  const { app } = gateway;
  const close = async () => {
    await gateway.close();
    await stopTelemetry();
  };
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

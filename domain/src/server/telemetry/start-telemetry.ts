import { startMetrics } from './metrics';
import { startTracing, tracingRequested } from './tracing';

/**
 * At a service's start: tracing when OTEL_ENABLED=true, metrics on METRICS_PORT when it is set. Neither
 * set (a fresh machine), nothing is imported and nothing listens.
 */
export const startTelemetry = async (
  service: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<() => Promise<void>> => {
  const stops: Array<() => Promise<void>> = [];
  if (tracingRequested(env)) stops.push((await startTracing(service)).shutdown);
  const port = Number(env.METRICS_PORT ?? '');
  if (env.METRICS_PORT && Number.isInteger(port) && port >= 0)
    stops.push((await startMetrics(port, env.METRICS_HOST ?? env.HOST ?? '127.0.0.1')).close);
  return async () => {
    for (const stop of stops) await stop();
  };
};

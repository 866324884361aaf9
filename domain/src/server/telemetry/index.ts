export * from './metrics';
export * from './request-telemetry';
export * from './tracing';
export * from './start-telemetry';

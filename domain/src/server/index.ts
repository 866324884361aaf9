export * from './field-cipher';
export * from './dev-secrets';
export * from './trust-proxy';
export * from './untrusted-json';
export * from './slow-requests';
export * from './telemetry';

export * from './field-cipher';
export * from './dev-secrets';

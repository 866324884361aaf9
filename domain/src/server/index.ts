export * from './field-cipher';

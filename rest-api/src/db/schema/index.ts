export * from './identity';
export * from './catalogue';
export * from './learner-inbox';
export * from './identity-flows';
export * from './commerce';
export * from './learning';

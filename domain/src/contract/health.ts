import { defineFeatureContract } from './feature-contract';

/** Liveness and readiness of the REST tier. */
export const healthContract = defineFeatureContract({
  feature: 'health',
  restPaths: {
    HEALTH: '/healthz',
  },
});

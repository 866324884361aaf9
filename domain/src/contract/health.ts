import { defineFeatureContract, type RestPathTable } from './feature-contract';

/** Liveness and readiness of the REST tier. */
export const healthContract = defineFeatureContract({
  feature: 'health',
});

export const healthRestPaths = {
  feature: 'health',
  restPaths: {
    HEALTH: '/healthz',
  },
} as const satisfies RestPathTable;

import { buildSnapshot } from './seeded-stack';

/** Migrates and seeds the run's snapshot once; every worker's stack starts from a copy of it. */
export default buildSnapshot;

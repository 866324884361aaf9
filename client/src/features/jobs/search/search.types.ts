import type { JobFilterOptionsQuery } from '../../../graphql/generated/graphql';

/** The generated types name operations only; the filters' option shape is read off their query. */
export type JobOptionFields = JobFilterOptionsQuery['jobFilterOptions']['skills'][number];

import type { JobDetailsQuery } from '../../../graphql/generated/graphql';

/** The generated types name operations only; the jobs screens' shapes are read off their queries. */
export type JobDetailsFields = NonNullable<JobDetailsQuery['job']>;
export type JobQuestionFields = JobDetailsFields['questions'][number];
export type JobCourseFields = NonNullable<JobDetailsFields['recommendedCourse']>;

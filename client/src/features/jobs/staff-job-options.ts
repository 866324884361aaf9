import { useStaffJobsQuery } from '../../graphql/generated/hooks';

/** The gateway's largest page of staff jobs. */
export const STAFF_JOBS_MAX_PAGE = 50;

export interface CorporateOption {
  id: number;
  name: string;
}

/**
 * The corporates staff can pick. The gateway has no corporate lookup yet (docs/decisions.md, "Jobs, the
 * staff side": not yet built), so they are read off the newest jobs: every corporate that posted one.
 * A corporate with no job yet cannot be picked until that lookup exists.
 */
export function useCorporateOptions(): { corporates: CorporateOption[]; loading: boolean } {
  const { data, loading } = useStaffJobsQuery({
    variables: { corporateId: null, page: 1, pageSize: STAFF_JOBS_MAX_PAGE },
    fetchPolicy: 'cache-first',
  });
  const byId = new Map<number, string>();
  for (const job of data?.staffJobs.items ?? []) byId.set(job.corporateId, job.corporateName);
  const corporates = [...byId]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  // Loading only before the first answer: a refetch must not unmount a form that is being filled in.
  return { corporates, loading: loading && !data };
}

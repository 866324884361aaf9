import { useStaffJobLookupsQuery } from '../../../graphql/generated/hooks';

export { STAFF_JOBS_MAX_PAGE } from './staff-job-list.data';

export interface CorporateOption {
  id: number;
  name: string;
}

/** The corporates staff can pick: every corporate, by name (`staffJobLookups.corporates`). */
export function useCorporateOptions(): { corporates: CorporateOption[]; loading: boolean } {
  const { data, loading } = useStaffJobLookupsQuery({ fetchPolicy: 'cache-first' });
  const corporates = (data?.staffJobLookups.corporates ?? []).map(({ id, name }) => ({ id, name }));
  // Loading only before the first answer: a refetch must not unmount a form that is being filled in.
  return { corporates, loading: loading && !data };
}

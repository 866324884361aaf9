import { parseEntityId } from '@finx/domain';
import { StaffJobLookupsDocument } from '../../../graphql/generated/operations/StaffJobLookups';
import { StaffJobsDocument } from '../../../graphql/generated/operations/StaffJobs';
import type { ScreenDataClient } from '../../../shared/feature-route';
import { listPaging } from '../../../shared/list-params';

/** The gateway's largest page of staff jobs. */
export const STAFF_JOBS_MAX_PAGE = 50;

/** The page sizes /job-list offers. */
export const JOB_LIST_PAGE_SIZES = [10, 25, STAFF_JOBS_MAX_PAGE];

/** The variables of /job-list's jobs for the address's corporate and page. */
export const staffJobsVariables = (search: URLSearchParams) => {
  const { page, limit } = listPaging(search, JOB_LIST_PAGE_SIZES);
  return { corporateId: parseEntityId(search.get('corporate')), page, pageSize: limit };
};

/** /job-list's first queries, as StaffJobListPage asks them: the page of jobs and the corporates to filter by. */
export const staffJobListData = (client: ScreenDataClient, search: URLSearchParams) =>
  Promise.all([
    client.query({ query: StaffJobsDocument, variables: staffJobsVariables(search) }),
    client.query({ query: StaffJobLookupsDocument }),
  ]);

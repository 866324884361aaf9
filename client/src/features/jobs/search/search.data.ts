import { JobFilterOptionsDocument } from '../../../graphql/generated/operations/JobFilterOptions';
import { JobSearchDocument } from '../../../graphql/generated/operations/JobSearch';
import { JobsFromSkillsDocument } from '../../../graphql/generated/operations/JobsFromSkills';
import type { ScreenDataClient } from '../../../shared/feature-route';
import { JOBS_PAGE_SIZE, JobView, readJobSearch } from './search-params';

/** /jobs' first queries as JobsPage and its filters ask them for the address's view, filters and page. */
export function jobSearchData(client: ScreenDataClient, search: URLSearchParams) {
  const { current, filter } = readJobSearch(search);
  const variables = { page: current.page, pageSize: JOBS_PAGE_SIZE };
  return Promise.all([
    current.view === JobView.SKILLS
      ? client.query({ query: JobsFromSkillsDocument, variables })
      : client.query({ query: JobSearchDocument, variables: { ...variables, filter } }),
    client.query({ query: JobFilterOptionsDocument }),
  ]);
}

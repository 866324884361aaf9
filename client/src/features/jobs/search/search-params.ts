import { MAX_EXPERIENCE_YEARS, parseEntityId } from '@finx/domain';
import type { JobSearchInput } from '../../../graphql/generated/graphql';
import { useSearchUpdate } from '../../../shared/use-search-update';

/** Jobs per page; the server pages both lists. */
export const JOBS_PAGE_SIZE = 10;

/** The jobs list's view, filters and page as URL parameters, so a search can be shared and reloaded. */
export const JobParam = {
  VIEW: 'view',
  KEYWORD: 'q',
  SKILLS: 'skills',
  FUNCTION: 'function',
  LOCATIONS: 'locations',
  EXPERIENCE: 'experience',
  PAGE: 'page',
} as const;
type JobParamName = (typeof JobParam)[keyof typeof JobParam];

/** All open jobs (searchable), or those sharing the learner's profile skills (`jobsfromskills`). */
export const JobView = { ALL: 'all', SKILLS: 'skills' } as const;
export type JobView = (typeof JobView)[keyof typeof JobView];

export interface JobSearch {
  view: JobView;
  keyword: string;
  skillIds: number[];
  jobFunctionId: number | null;
  locationIds: number[];
  experience: number | null;
  page: number;
}

const FILTERS: readonly JobParamName[] = [
  JobParam.VIEW,
  JobParam.KEYWORD,
  JobParam.SKILLS,
  JobParam.FUNCTION,
  JobParam.LOCATIONS,
  JobParam.EXPERIENCE,
];

/** Ids from a comma-separated parameter; anything that is not an id is dropped, not sent upstream. */
const idsOf = (value: string | null): number[] =>
  (value ?? '').split(',').flatMap((part) => {
    const id = parseEntityId(part);
    return id === null ? [] : [id];
  });

const experienceOf = (value: string | null): number | null => {
  if (value === null || !/^\d{1,2}$/.test(value)) return null;
  const years = Number(value);
  return years <= MAX_EXPERIENCE_YEARS ? years : null;
};

export const idsParam = (ids: readonly number[]): string | null => (ids.length > 0 ? ids.join(',') : null);

/** The search an address holds, and its filters as the jobSearch query takes them. */
export function readJobSearch(search: URLSearchParams): { current: JobSearch; filter: JobSearchInput } {
  const current: JobSearch = {
    view: search.get(JobParam.VIEW) === JobView.SKILLS ? JobView.SKILLS : JobView.ALL,
    keyword: (search.get(JobParam.KEYWORD) ?? '').trim().slice(0, 100),
    skillIds: idsOf(search.get(JobParam.SKILLS)),
    jobFunctionId: parseEntityId(search.get(JobParam.FUNCTION)),
    locationIds: idsOf(search.get(JobParam.LOCATIONS)),
    experience: experienceOf(search.get(JobParam.EXPERIENCE)),
    page: parseEntityId(search.get(JobParam.PAGE)) ?? 1,
  };
  const filter: JobSearchInput = {
    keyword: current.keyword || null,
    skillIds: current.skillIds,
    jobFunctionId: current.jobFunctionId,
    locationIds: current.locationIds,
    experience: current.experience,
  };
  return { current, filter };
}

export function useJobSearch() {
  const [search, updateSearch] = useSearchUpdate();
  const { current, filter } = readJobSearch(search);

  /** Changes some parameters; a view or filter change starts again from the first page. */
  const update = (changes: Partial<Record<JobParamName, string | null>>) => {
    updateSearch((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      const filterChanged = FILTERS.some((key) => key in changes);
      if (filterChanged && !(JobParam.PAGE in changes)) next.delete(JobParam.PAGE);
    });
  };

  return { current, filter, update };
}

import { parseEntityId, ProductId } from '@finx/domain';
import type { ApplicationStatus, CandidateSort } from '../../../graphql/generated/graphql';
import { useSearchUpdate } from '../../../shared/use-search-update';

/** The candidate list's filter, sort and page as URL parameters, so a reload shows the same list. */
export const CandidateParam = {
  JOB: 'job',
  STAGE: 'stage',
  STATUS: 'status',
  CERTIFIED: 'certified',
  SORT: 'sort',
  ORDER: 'order',
  PAGE: 'page',
} as const;
type CandidateParamName = (typeof CandidateParam)[keyof typeof CandidateParam];

/** The URL's words for the gateway's sorts and statuses (lower case, as the other lists write them). */
export const SORT_PARAM: Record<string, CandidateSort> = {
  applied: 'APPLIED_ON',
  feat: 'FEAT_SCORE',
  employability: 'EMPLOYABILITY_SCORE',
  cfx: 'CFX_PROGRESS',
};
export const SORT_LABEL: Record<CandidateSort, string> = {
  APPLIED_ON: 'Applied date',
  FEAT_SCORE: 'FEAT score',
  EMPLOYABILITY_SCORE: 'Employability Score',
  CFX_PROGRESS: 'CFX progress',
};
export const STATUS_PARAM: Record<string, ApplicationStatus> = {
  'in-progress': 'IN_PROGRESS',
  rejected: 'REJECTED',
  placed: 'PLACED',
};
export const STATUS_LABEL: Record<ApplicationStatus, string> = {
  IN_PROGRESS: 'In progress',
  REJECTED: 'Rejected',
  PLACED: 'Placed',
};

/** FinX's certifications a recruiter filters by: a completed FEAT or CFX (the server takes any product). */
export const CERTIFIED_PARAM: Record<string, { productId: number; label: string }> = {
  feat: { productId: ProductId.FEAT, label: 'FEAT completed' },
  cfx: { productId: ProductId.CFX, label: 'CFX completed' },
};

export const paramOf = <T extends string>(table: Record<string, T>, value: T): string =>
  Object.entries(table).find(([, entry]) => entry === value)?.[0] ?? '';

export interface CandidateSearch {
  /** The cross-job list's job filter; null for every job. */
  jobId: number | null;
  stageId: number | null;
  status: ApplicationStatus | null;
  /** Only candidates who completed this product. */
  certifiedIn: number | null;
  sort: CandidateSort;
  descending: boolean;
  page: number;
}

export function useCandidateSearch() {
  const [search, updateSearch] = useSearchUpdate();
  const current: CandidateSearch = {
    jobId: parseEntityId(search.get(CandidateParam.JOB)),
    stageId: parseEntityId(search.get(CandidateParam.STAGE)),
    status: STATUS_PARAM[search.get(CandidateParam.STATUS) ?? ''] ?? null,
    certifiedIn: CERTIFIED_PARAM[search.get(CandidateParam.CERTIFIED) ?? '']?.productId ?? null,
    sort: SORT_PARAM[search.get(CandidateParam.SORT) ?? ''] ?? 'APPLIED_ON',
    // Newest and best first unless asked otherwise.
    descending: search.get(CandidateParam.ORDER) !== 'asc',
    page: parseEntityId(search.get(CandidateParam.PAGE)) ?? 1,
  };

  /** Changes some parameters; a filter or sort change starts again from the first page. */
  const update = (changes: Partial<Record<CandidateParamName, string | null>>) =>
    updateSearch((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!(CandidateParam.PAGE in changes)) next.delete(CandidateParam.PAGE);
    });

  return { current, update };
}

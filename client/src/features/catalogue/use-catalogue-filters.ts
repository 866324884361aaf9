import { useCallback, useMemo } from 'react';
import type { ProductFilter, ProductType } from '../../graphql/generated/graphql';
import { useSearchUpdate } from '../../shared/use-search-update';

export const CATALOGUE_PAGE_SIZE = 12;

/**
 * URL keys, short so links stay readable:
 * /courses?q=risk&category=3&level=Beginner&free=1&subject=Treasury&courseType=Self-paced&for=Upskilling&page=2
 */
const Param = {
  SEARCH: 'q',
  CATEGORY: 'category',
  LEVEL: 'level',
  FREE: 'free',
  SUBJECT: 'subject',
  COURSE_TYPE: 'courseType',
  LOOKING_FOR: 'for',
  PAGE: 'page',
} as const;

export type CatalogueFilters = {
  search: string;
  categoryId: number | null;
  level: string;
  freeOnly: boolean;
  subjectArea: string;
  courseType: string;
  lookingFor: string;
  page: number;
};

const positiveInt = (value: string | null): number | null => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : null;
};

export const readFilters = (params: URLSearchParams): CatalogueFilters => ({
  search: params.get(Param.SEARCH)?.trim() ?? '',
  categoryId: positiveInt(params.get(Param.CATEGORY)),
  level: params.get(Param.LEVEL) ?? '',
  freeOnly: params.get(Param.FREE) === '1',
  subjectArea: params.get(Param.SUBJECT)?.trim() ?? '',
  courseType: params.get(Param.COURSE_TYPE)?.trim() ?? '',
  lookingFor: params.get(Param.LOOKING_FOR)?.trim() ?? '',
  page: positiveInt(params.get(Param.PAGE)) ?? 1,
});

/** The GraphQL filter: empty values are left out, so the cache key of "no filter" is stable. */
export const toProductFilter = (type: ProductType, filters: CatalogueFilters): ProductFilter => ({
  type,
  ...(filters.search ? { search: filters.search } : {}),
  ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
  ...(filters.level ? { level: filters.level } : {}),
  ...(filters.freeOnly ? { freeOnly: true } : {}),
  ...(filters.subjectArea ? { subjectArea: filters.subjectArea } : {}),
  ...(filters.courseType ? { courseType: filters.courseType } : {}),
  ...(filters.lookingFor ? { lookingFor: filters.lookingFor } : {}),
});

/** Whether any filter (paging aside) narrows the list. */
export const isFiltered = (filters: CatalogueFilters): boolean =>
  Boolean(
    filters.search ||
    filters.categoryId ||
    filters.level ||
    filters.freeOnly ||
    filters.subjectArea ||
    filters.courseType ||
    filters.lookingFor,
  );

/**
 * Catalogue filters and paging live in the URL (linkable, back-button friendly). Changing any filter
 * returns to page 1; paging keeps the filters.
 */
export function useCatalogueFilters() {
  const [params, updateParams] = useSearchUpdate();
  const filters = useMemo(() => readFilters(params), [params]);

  const update = useCallback(
    (change: Partial<CatalogueFilters>) => {
      updateParams(
        (next) => {
          const put = (key: string, value: string | null) => {
            if (value) next.set(key, value);
            else next.delete(key);
          };
          if ('search' in change) put(Param.SEARCH, change.search?.trim() || null);
          if ('categoryId' in change)
            put(Param.CATEGORY, change.categoryId ? String(change.categoryId) : null);
          if ('level' in change) put(Param.LEVEL, change.level || null);
          if ('freeOnly' in change) put(Param.FREE, change.freeOnly ? '1' : null);
          if ('subjectArea' in change) put(Param.SUBJECT, change.subjectArea || null);
          if ('courseType' in change) put(Param.COURSE_TYPE, change.courseType || null);
          if ('lookingFor' in change) put(Param.LOOKING_FOR, change.lookingFor || null);
          const page = 'page' in change ? (change.page ?? 1) : 1;
          put(Param.PAGE, page > 1 ? String(page) : null);
        },
        // Typing in the search box should not leave a history entry per keystroke.
        { replace: 'search' in change },
      );
    },
    [updateParams],
  );

  const reset = useCallback(
    () => updateParams((next) => [...next.keys()].forEach((key) => next.delete(key))),
    [updateParams],
  );

  return { filters, update, reset };
}

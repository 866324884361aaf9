import type { ReportFilter } from '@finx/domain';
import { and, asc, desc, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { likeEscaped } from '../../db/like-pattern';
import { users } from '../../db/schema/identity';
import { indiaDayEnd, indiaDayStart } from '../../formats/india-time';

/** One page of a report's rows, counted with the same filter. */
export interface ReportSlice {
  limit: number;
  offset: number;
  /** Instead of limit and offset: exactly these rows (by their unique key), as the export reads them. */
  keys?: readonly (number | string)[];
}

/** The rows of a slice given by keys: the slice's own rows, then sorted as the report is. */
export const within = (tie: PgColumn, slice: ReportSlice): SQL | undefined =>
  slice.keys ? inArray(tie, [...slice.keys]) : undefined;
export const limitOf = (slice: ReportSlice) => (slice.keys ? slice.keys.length : slice.limit);
export const offsetOf = (slice: ReportSlice) => (slice.keys ? 0 : slice.offset);

export const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The date window and the free-text search every report applies, on its own date column. */
export const window = (
  filter: ReportFilter,
  dated: PgColumn,
  searched: (SQL | PgColumn)[],
): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.from) conditions.push(gte(dated, indiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(dated, indiaDayEnd(filter.to)));
  if (filter.search) {
    const pattern = likeEscaped(filter.search);
    conditions.push(or(...searched.map((column) => ilike(column, pattern))));
  }
  return and(...conditions);
};

/** The order a report's rows come in: the asked column, then a unique key so pages never overlap. */
export const ordering = (
  filter: ReportFilter,
  columns: Record<string, SQL | PgColumn>,
  tie: PgColumn,
): SQL[] => {
  const column = (filter.sort && columns[filter.sort]) || Object.values(columns)[0]!;
  const direction = filter.order === 'asc' ? asc : desc;
  return [direction(column), direction(tie)];
};

import type { ReportFilter, ReportRow } from '@finx/domain';
import { and, count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { indiaDate, indiaDateTime } from '../../formats/india-time';
import { limitOf, offsetOf, ordering, type ReportSlice, window, within } from './report-query.repository';

/**
 * A report that is one select over joined tables (the CFX progress report and the CRM data dumps): what
 * it reads, keyed by the report's column keys, so count, keys and pages are written once for all of them.
 */
export interface TableReport {
  /** The report's tables and joins (and any fixed condition), selecting `fields`. */
  from: (db: Database, fields: SelectedFields) => PgSelect;
  /** A condition every row meets (e.g. learners only), beside the date window and search. */
  where?: SQL;
  /** The unique key the export reads pages by, and the sort's tie-break. */
  key: PgColumn;
  /** The date column the From and To filters apply to. */
  dated: PgColumn;
  searched: (SQL | PgColumn)[];
  /** Every column of the report by its key. */
  fields: Record<string, SQL | PgColumn>;
  /** The columns it sorts by, the default first (the report definition's `sortable`). */
  sorts: Record<string, SQL | PgColumn>;
  /** Columns shown as a day (DD/MM/YYYY); other dates show with their time. */
  days?: readonly string[];
}

const cellOf = (value: unknown, asDay: boolean): ReportRow[string] => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return asDay ? indiaDate(value) : indiaDateTime(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
};

const filtered = (report: TableReport, filter: ReportFilter): SQL | undefined =>
  and(report.where, window(filter, report.dated, report.searched));

export const countTableReport = async (
  db: Database,
  report: TableReport,
  filter: ReportFilter,
): Promise<number> => {
  const [row] = (await report.from(db, { n: count() }).where(filtered(report, filter))) as { n: number }[];
  return Number(row?.n ?? 0);
};

export const tableReportKeys = async (
  db: Database,
  report: TableReport,
  filter: ReportFilter,
): Promise<(number | string)[]> => {
  const rows = (await report
    .from(db, { key: report.key })
    .where(filtered(report, filter))
    .orderBy(...ordering(filter, report.sorts, report.key))) as { key: number | string }[];
  return rows.map((row) => row.key);
};

export const tableReportPage = async (
  db: Database,
  report: TableReport,
  filter: ReportFilter,
  slice: ReportSlice,
): Promise<ReportRow[]> => {
  const rows = (await report
    .from(db, report.fields)
    .where(and(filtered(report, filter), within(report.key, slice)))
    .orderBy(...ordering(filter, report.sorts, report.key))
    .limit(limitOf(slice))
    .offset(offsetOf(slice))) as Record<string, unknown>[];
  const days = new Set(report.days ?? []);
  const keys = Object.keys(report.fields);
  return rows.map((row) => {
    const cells: ReportRow = {};
    for (const key of keys) cells[key] = cellOf(row[key], days.has(key));
    return cells;
  });
};

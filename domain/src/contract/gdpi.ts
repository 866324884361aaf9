import { defineFeatureContract, type RestPathTable } from './feature-contract';

/**
 * GD/PI statuses (`001 §2` /gdpi, `001 §3` gdpi): each learner's group discussion and interview result,
 * written by the GD/PI bulk file (uploads) and listed for admin here.
 */

/** Not shown in spec: the GD/PI outcomes a row may record (docs/decisions.md, issue 14 item 2 part B). */
export const GdpiStatus = {
  SCHEDULED: 'SCHEDULED',
  SELECTED: 'SELECTED',
  REJECTED: 'REJECTED',
  ON_HOLD: 'ON_HOLD',
  ABSENT: 'ABSENT',
} as const;
export type GdpiStatus = (typeof GdpiStatus)[keyof typeof GdpiStatus];
export const GDPI_STATUSES = Object.values(GdpiStatus);

export const GDPI_STATUS_LABEL: Record<GdpiStatus, string> = {
  SCHEDULED: 'Scheduled',
  SELECTED: 'Selected',
  REJECTED: 'Rejected',
  ON_HOLD: 'On Hold',
  ABSENT: 'Absent',
};

/** A GD or PI score: 0 to 100, at most one decimal. */
export const GDPI_MAX_SCORE = 100;
export const GDPI_REMARKS_MAX = 500;

/** One learner's GD/PI status (`001 §3` gdpi; fields not shown in spec). */
export interface GdpiStatusRow {
  partyId: number;
  fullName: string;
  emailId: string;
  status: GdpiStatus;
  gdScore: number | null;
  piScore: number | null;
  remarks: string | null;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

export const GdpiSort = { UPDATED_AT: 'UPDATED_AT', FULL_NAME: 'FULL_NAME', STATUS: 'STATUS' } as const;
export type GdpiSort = (typeof GdpiSort)[keyof typeof GdpiSort];

/** The /gdpi list's query: a name or e-mail search, a status, a last-change window, paged and sorted. */
export interface GdpiListQuery {
  search?: string;
  status?: GdpiStatus;
  /** ISO dates (YYYY-MM-DD), inclusive. */
  fromDate?: string;
  toDate?: string;
  sort: GdpiSort;
  descending: boolean;
  page: number;
  pageSize: number;
}

export interface GdpiListPage {
  items: GdpiStatusRow[];
  total: number;
}

const clientPaths = {
  /** `001 §2` admin only: the GD/PI status list (issue 14 item 2). */
  GDPI: '/gdpi',
} as const;

export const gdpiContract = defineFeatureContract({
  feature: 'gdpi',
  clientPaths,
  clientRoutes: {
    gdpi: (): string => clientPaths.GDPI,
  },
});

export const gdpiRestPaths = {
  feature: 'gdpi',
  restPaths: {
    /** `001 §7` gdpi: the staff list (/gdpi); the file is uploads' (UPLOAD_GDPI). */
    GDPI_LIST: '/finx-fc-student/api/v1/gdpi',
  },
} as const satisfies RestPathTable;

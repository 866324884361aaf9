/**
 * Staff bulk uploads, part B (issue 14 item 2): GD/PI status and SPOC files, their template columns and
 * the GDPI status list (/gdpi). Pure data, shared by rest-api, the gateway and the client.
 */

/** `001 §2` /adminbulkuploadgdpi: the learner (by e-mail) and their group discussion / interview result. */
export const GDPI_UPLOAD_COLUMNS = [
  'fullName',
  'emailId',
  'gdpiStatus',
  'gdScore',
  'piScore',
  'remarks',
] as const;
export type GdpiUploadColumn = (typeof GDPI_UPLOAD_COLUMNS)[number];

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

/** `001 §2` /upload-spoc bulk file: the member of staff by e-mail and the organisation by type and id. */
export const SPOC_UPLOAD_COLUMNS = ['fullName', 'emailId', 'organisationType', 'organisationId'] as const;
export type SpocUploadColumn = (typeof SPOC_UPLOAD_COLUMNS)[number];

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

/**
 * The jobs file (`001 §7` job createBulk, issue 14 item 2): one job a row, named as staff know them
 * (corporate, job function, key skills and locations by name, lists split by ';'); the form's rules hold.
 */
export const JOB_UPLOAD_COLUMNS = [
  'title',
  'corporate',
  'jobFunction',
  'description',
  'keySkills',
  'locations',
  'minExperience',
  'maxExperience',
  'salaryMin',
  'salaryMax',
  'employmentType',
  'openings',
  'closesOn',
] as const;
export type JobUploadColumn = (typeof JOB_UPLOAD_COLUMNS)[number];

/** `001 §7` upload/profileScore: the learner by e-mail or mobile, a score 0..100, when and by whom assessed. */
export const PROFILE_SCORE_UPLOAD_COLUMNS = [
  'fullName',
  'emailId',
  'mobileNo',
  'score',
  'assessedOn',
  'source',
] as const;
export type ProfileScoreUploadColumn = (typeof PROFILE_SCORE_UPLOAD_COLUMNS)[number];
export const PROFILE_SCORE_MAX = 100;
export const PROFILE_SCORE_SOURCE_MAX = 100;

/** A learner's latest uploaded profile score (not shown in spec: docs/decisions.md, "profile score"). */
export interface ProfileScore {
  score: number;
  /** ISO date (YYYY-MM-DD). */
  assessedOn: string;
  /** Who or what assessed it; 'Upload' when the file left it empty. */
  source: string;
}

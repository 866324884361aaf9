import {
  checkJobDraft,
  EmploymentType,
  EmploymentTypeLabel,
  type JobDraft,
  type JobUploadColumn,
} from '@finx/domain';
import { dateOf } from './payment-rows';
import { rowKeyOf } from './row-cells';
import { RowFields } from './row-fields';
import type { SheetCell } from './sheet-rows';
import type { CheckedRow } from './uploads.service';

/** What a job row names instead of ids; the writer looks each name up. */
export interface JobNames {
  corporate: string;
  jobFunction: string;
  keySkills: string[];
  locations: string[];
}

/**
 * A job row that passed every rule the form has that needs no lookup: `fullName` carries the title and
 * `emailId` the corporate's name, the two columns the failure grid shows.
 */
export interface JobRow {
  rowNumber: number;
  fullName: string;
  emailId: string;
  names: JobNames;
  /** The draft less the ids, which the writer fills from the names. */
  draft: Omit<JobDraft, 'corporateID' | 'jobFunctionID' | 'keySkillIDs' | 'locationIDs'>;
  rowKey: string;
}

/** A list cell: names split by ';', trimmed, empty parts and repeats (any case) dropped. */
const namesOf = (text: string): string[] => {
  const seen = new Set<string>();
  return text
    .split(';')
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLowerCase();
      if (name === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/** A whole number (a spreadsheet number or its text), else 'invalid'; empty is null. */
const wholeOf = (text: string): number | null | 'invalid' => {
  if (text === '') return null;
  if (!/^\d{1,10}(\.0+)?$/.test(text)) return 'invalid';
  return Number(text);
};

/** The code (FULL_TIME) or its label (Full time), any case; empty is full time. */
const employmentOf = (text: string): EmploymentType | null => {
  if (text === '') return EmploymentType.FULL_TIME;
  const key = text.toUpperCase().replace(/[\s-]+/g, '_');
  return (
    Object.values(EmploymentType).find(
      (type) => type === key || EmploymentTypeLabel[type].toUpperCase() === text.toUpperCase(),
    ) ?? null
  );
};

/**
 * Every rule of one job row (`001 §7` createBulk as a file): required cells, number and date shapes, then
 * the form's own rules (checkJobDraft), so a row fails here with the same messages the form shows.
 */
export const checkJobRow = (
  rowNumber: number,
  cells: readonly SheetCell[],
  columns: ReadonlyMap<JobUploadColumn, number>,
): CheckedRow<JobRow> => {
  const row = new RowFields(cells, columns);
  const title = row.text('title');
  const corporate = row.text('corporate');
  const fail = () => ({
    ok: false as const,
    rowNumber,
    fullName: title,
    emailId: corporate,
    errors: [...new Set(row.errors)],
  });
  for (const column of ['title', 'corporate', 'jobFunction', 'description'] as const) row.required(column);
  const keySkills = row.required('keySkills') ? namesOf(row.text('keySkills')) : [];
  const locations = row.required('locations') ? namesOf(row.text('locations')) : [];
  const whole = (column: JobUploadColumn, required: boolean): number | null => {
    if (required && !row.required(column)) return null;
    const value = wholeOf(row.text(column));
    if (value === 'invalid') {
      row.invalid(column);
      return null;
    }
    return value;
  };
  const minExperience = whole('minExperience', true);
  const maxExperience = whole('maxExperience', true);
  const salaryMin = whole('salaryMin', false);
  const salaryMax = whole('salaryMax', false);
  const openings = whole('openings', true);
  const employmentType = employmentOf(row.text('employmentType'));
  if (!employmentType) row.invalid('employmentType');
  const closesOn = row.required('closesOn') ? dateOf(row.cell('closesOn')) : null;
  if (row.cell('closesOn') !== null && !closesOn) row.invalid('closesOn');
  if (row.errors.length > 0 || minExperience === null || maxExperience === null || openings === null) {
    return fail();
  }
  if (!employmentType || !closesOn) return fail();
  const draft = {
    title,
    description: row.text('description'),
    minExperience,
    maxExperience,
    salaryMin,
    salaryMax,
    employmentType,
    openings,
    closesOn,
    recommendedProductID: null,
  };
  // The ids are not known yet: one stand-in per name lets the form's count rules speak.
  row.errors.push(
    ...checkJobDraft({
      ...draft,
      corporateID: 1,
      jobFunctionID: 1,
      keySkillIDs: keySkills.map((_, at) => at + 1),
      locationIDs: locations.map((_, at) => at + 1),
    }),
  );
  if (row.errors.length > 0) return fail();
  const jobFunction = row.text('jobFunction');
  return {
    ok: true,
    row: {
      rowNumber,
      fullName: title,
      emailId: corporate,
      names: { corporate, jobFunction, keySkills, locations },
      draft,
      // The natural key (docs/decisions.md): corporate, title and locations, any case and order.
      rowKey: rowKeyOf([
        corporate.toLowerCase(),
        title.toLowerCase(),
        locations
          .map((name) => name.toLowerCase())
          .sort()
          .join(';'),
      ]),
    },
  };
};

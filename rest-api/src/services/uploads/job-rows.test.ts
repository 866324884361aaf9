import { JOB_UPLOAD_COLUMNS, JobDraftMessage, messageFor, ReasonCode } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { resolveJobNames } from './job-upload';
import { checkJobRow } from './job-rows';
import { columnsOf } from './row-cells';
import { FORMULA, type SheetCell } from './sheet-rows';

const columns = columnsOf([...JOB_UPLOAD_COLUMNS], JOB_UPLOAD_COLUMNS);
const row = (overrides: Partial<Record<(typeof JOB_UPLOAD_COLUMNS)[number], SheetCell>> = {}) => {
  const values: Record<string, SheetCell> = {
    title: 'Credit Analyst',
    corporate: 'Acme Bank',
    jobFunction: 'Finance',
    description: 'Analyse credit files and write the risk notes for the committee.',
    keySkills: 'Excel; Credit Risk; excel',
    locations: 'Mumbai;Pune',
    minExperience: 1,
    maxExperience: '3',
    salaryMin: null,
    salaryMax: null,
    employmentType: 'Full time',
    openings: 2,
    closesOn: '31/12/2030',
    ...overrides,
  };
  return JOB_UPLOAD_COLUMNS.map((column) => values[column] ?? null);
};

describe('checkJobRow', () => {
  it('reads a good row: lists split by ";" without repeats, numbers, the date, the type by label', () => {
    expect(checkJobRow(2, row(), columns)).toMatchObject({
      ok: true,
      row: {
        fullName: 'Credit Analyst',
        emailId: 'Acme Bank',
        names: { corporate: 'Acme Bank', keySkills: ['Excel', 'Credit Risk'], locations: ['Mumbai', 'Pune'] },
        draft: {
          minExperience: 1,
          maxExperience: 3,
          openings: 2,
          closesOn: '2030-12-31',
          employmentType: 'FULL_TIME',
        },
      },
    });
  });

  it('keys a job by corporate, title and locations, in any case and order', () => {
    const a = checkJobRow(2, row(), columns);
    const b = checkJobRow(
      9,
      row({ title: 'CREDIT analyst', locations: 'pune; Mumbai', openings: 5 }),
      columns,
    );
    const c = checkJobRow(2, row({ locations: 'Delhi' }), columns);
    expect(a.ok && b.ok && a.row.rowKey === b.row.rowKey).toBe(true);
    expect(a.ok && c.ok && a.row.rowKey !== c.row.rowKey).toBe(true);
  });

  it('names every missing or malformed cell, and refuses formulas', () => {
    const checked = checkJobRow(
      4,
      row({
        corporate: null,
        minExperience: 'two',
        employmentType: 'Gig',
        closesOn: 'soon',
        salaryMin: FORMULA,
      }),
      columns,
    );
    expect(checked).toEqual({
      ok: false,
      rowNumber: 4,
      fullName: 'Credit Analyst',
      emailId: '',
      errors: [
        messageFor(ReasonCode.UPLOAD_FORMULA),
        'corporate is required',
        'minExperience is not valid',
        'employmentType is not valid',
        'closesOn is not valid',
      ],
    });
  });

  it("applies the form's own rules once the cells are well formed", () => {
    const checked = checkJobRow(
      3,
      row({ description: 'Too short', minExperience: 5, maxExperience: 2 }),
      columns,
    );
    expect(checked.ok ? [] : checked.errors).toEqual([
      JobDraftMessage.DESCRIPTION,
      JobDraftMessage.EXPERIENCE,
    ]);
  });
});

describe('resolveJobNames', () => {
  const ids = {
    corporates: new Map([['acme bank', 7]]),
    options: {
      JOB_FUNCTION: new Map([['finance', 11]]),
      KEY_SKILL: new Map([
        ['excel', 21],
        ['credit risk', 22],
      ]),
      LOCATION: new Map([['mumbai', 31]]),
    },
  };

  it('turns names into ids, and names each unknown name', () => {
    const good = checkJobRow(2, row({ locations: 'MUMBAI' }), columns);
    expect(good.ok && resolveJobNames(good.row, ids)).toMatchObject({
      draft: { corporateID: 7, jobFunctionID: 11, keySkillIDs: [21, 22], locationIDs: [31] },
    });
    const bad = checkJobRow(2, row({ corporate: 'Nobody Ltd' }), columns);
    const unknown = messageFor(ReasonCode.UPLOAD_ROW_UNKNOWN_NAME);
    expect(bad.ok && resolveJobNames(bad.row, ids)).toEqual({
      errors: [`corporate "Nobody Ltd" ${unknown}`, `locations "Pune" ${unknown}`],
    });
  });
});

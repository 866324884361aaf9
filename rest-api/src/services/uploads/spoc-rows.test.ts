import { SPOC_UPLOAD_COLUMNS } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { columnsOf } from './row-cells';
import type { SheetCell } from './sheet-rows';
import { checkSpocRow } from './spoc-rows';

// Headers in another order, with hints after a space (`001 §5`).
const headers = ['organisationId (number)', 'organisationType', 'emailId', 'fullName'];
const columns = columnsOf(headers, SPOC_UPLOAD_COLUMNS);
const row = (values: Partial<Record<(typeof SPOC_UPLOAD_COLUMNS)[number], SheetCell>>) =>
  headers.map((header) => values[header.split(' ')[0] as (typeof SPOC_UPLOAD_COLUMNS)[number]] ?? null);

describe('checkSpocRow', () => {
  it('reads a good row whatever the column order; the type in any case, the id as a number', () => {
    const checked = checkSpocRow(
      2,
      row({ fullName: 'Ops', emailId: 'OPS@finx.demo', organisationType: 'college', organisationId: '12' }),
      columns,
    );
    expect(checked).toMatchObject({
      ok: true,
      row: { emailId: 'ops@finx.demo', organisationType: 'COLLEGE', organisationId: 12 },
    });
  });

  it('names every broken rule', () => {
    const checked = checkSpocRow(
      3,
      row({ emailId: 'ops@finx.demo', organisationType: 'school', organisationId: '-4' }),
      columns,
    );
    expect(checked.ok ? [] : checked.errors).toEqual([
      'organisationType is not valid',
      'organisationId is not valid',
    ]);
    const empty = checkSpocRow(4, row({}), columns);
    expect(empty.ok ? [] : empty.errors).toEqual([
      'emailId is required',
      'organisationType is required',
      'organisationId is required',
    ]);
  });
});

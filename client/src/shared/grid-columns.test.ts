import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { actionsFieldOf, fitColumns, GRID_COLUMN_FLOOR, leastWidthOf } from './grid-columns';

/** 1366 px less the staff side menu (260), the page's padding (2 × 32) and a scroll bar (17). */
const LAPTOP_LIST_WIDTH = 1366 - 260 - 64 - 17;

// The user list's columns as the page sets them: 1460 px in all, wider than a laptop's list.
const USERS: GridColDef[] = [
  { field: 'name', width: 180 },
  { field: 'email', width: 240 },
  { field: 'mobileNo', width: 130 },
  { field: 'roleName', width: 130 },
  { field: 'status', width: 110 },
  { field: 'createdDate', width: 120 },
  { field: 'profileScore', width: 150 },
  { field: 'actions', width: 400 },
];

describe('fitColumns (a laptop keeps the row actions in view)', () => {
  it('keeps the actions column whole and lets the others shrink, so the list fits 1366 px', () => {
    const fitted = fitColumns(USERS, 'actions');
    expect(fitted.find((column) => column.field === 'actions')).toMatchObject({ width: 400, minWidth: 400 });
    expect(fitted.find((column) => column.field === 'actions')?.flex).toBeUndefined();
    expect(fitted.find((column) => column.field === 'email')).toMatchObject({
      flex: 240,
      minWidth: GRID_COLUMN_FLOOR,
    });
    expect(leastWidthOf(fitted)).toBeLessThanOrEqual(LAPTOP_LIST_WIDTH);
  });

  it("keeps a page's flex column in proportion to the widths, with its own minimum", () => {
    const fitted = fitColumns(
      [
        { field: 'title', flex: 1.4, minWidth: 200 },
        { field: 'status', width: 60 },
      ],
      undefined,
    );
    expect(fitted[0]).toMatchObject({ flex: 280, minWidth: 200 });
    expect(fitted[1]).toMatchObject({ flex: 60, minWidth: 60 });
  });

  it('finds the actions column by name unless the page names another', () => {
    expect(actionsFieldOf(USERS)).toBe('actions');
    expect(actionsFieldOf(USERS, 'status')).toBe('status');
    expect(actionsFieldOf([{ field: 'name' }])).toBeUndefined();
  });
});

import type { GridColDef } from '@mui/x-data-grid';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawnGrid } from './drawn-grid';
import { fitColumns } from './grid-columns';

interface Job {
  jobId: number;
  title: string;
  salary: number | null;
  postedOn: string;
}

const COLUMNS = fitColumns<Job>(
  [
    { field: 'title', headerName: 'Title', width: 200 },
    {
      field: 'salary',
      headerName: 'Salary',
      width: 120,
      valueFormatter: (value: number | null) => (value === null ? '' : `₹${value}`),
    },
    { field: 'postedOn', headerName: 'Posted', valueGetter: (_value, row) => row.postedOn.slice(0, 10) },
    { field: 'actions', headerName: 'Actions', width: 160, renderCell: () => <button>Edit</button> },
  ] satisfies GridColDef<Job>[],
  'actions',
);

const draw = (rows: Job[]) =>
  renderToStaticMarkup(
    <DrawnGrid<Job>
      label="Jobs"
      rows={rows}
      columns={COLUMNS}
      getRowId={(row) => row.jobId}
      primaryField="title"
      actionsField="actions"
      total={57}
      offset={25}
    />,
  );

describe('DrawnGrid (a staff list drawn by the gateway)', () => {
  const rows: Job[] = [
    { jobId: 1, title: 'Credit Analyst', salary: 600000, postedOn: '2026-11-02T10:00:00Z' },
    { jobId: 2, title: 'Branch Manager', salary: null, postedOn: '2026-11-03T10:00:00Z' },
  ];

  it("draws each row's cells as the grid formats them, and the page's place in the list", () => {
    const html = draw(rows);
    for (const text of [
      'Title',
      'Salary',
      'Posted',
      'Credit Analyst',
      '₹600000',
      '2026-11-02',
      'Branch Manager',
    ])
      expect(html).toContain(text);
    expect(html).toContain('26–27 of 57');
  });

  it('leaves a cell renderer that needs the live grid undrawn, and a card leaves an empty line out', () => {
    const html = draw(rows);
    expect(html).not.toContain('<button');
    // The phone's card of the manager has no salary line; the analyst's has one.
    expect(html.match(/<dt[^>]*>Salary<\/dt>/g)).toHaveLength(1);
  });
});

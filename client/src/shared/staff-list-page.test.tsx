import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_NOT_LOADED_TEXT, StaffListPage, type StaffListQueryState } from './staff-list-page';
import { onAPhone } from '../test/media-queries';

interface Row {
  id: number;
  name: string;
  city: string;
}

const COLUMNS: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'city', headerName: 'City', width: 160 },
];
const SORT = { fields: { name: 'name', city: 'city' }, defaultField: 'name', ascendingByDefault: true };
const ROWS: Row[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `College ${index + 1}`,
  city: 'Pune',
}));

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

/** The columns with the row's actions, as most staff lists have them. */
const WITH_ACTIONS: GridColDef<Row>[] = [
  ...COLUMNS,
  {
    field: 'actions',
    headerName: 'Actions',
    width: 200,
    renderCell: ({ row }) => <Button data-testid={`edit-${row.id}`}>Edit</Button>,
  },
];

const renderAt = (
  entry: string,
  query: StaffListQueryState = { loading: false },
  rows = ROWS,
  columns = COLUMNS,
) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <StaffListPage
        title="Colleges"
        testId="thing-list"
        add={{ label: 'Add College', to: '/add-college', testId: 'add-thing' }}
        search={{ label: 'Name or city', testId: 'thing-search' }}
        query={query}
        grid={{
          label: 'Colleges',
          testId: 'thing-grid',
          rows,
          columns,
          total: rows.length ? 42 : 0,
          sort: SORT,
        }}
        emptyText="No colleges yet."
      />
      <Where />
    </MemoryRouter>,
  );

describe('StaffListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the heading, the add link, the search and the rows under the testids the browser tests use', () => {
    renderAt('/things');
    expect(screen.getByRole('heading', { level: 1, name: 'Colleges' })).toBeInTheDocument();
    expect(screen.getByTestId('add-thing')).toHaveAttribute('href', '/add-college');
    expect(screen.getByTestId('thing-search')).toBeInTheDocument();
    expect(within(screen.getByTestId('thing-grid')).getByText('College 3')).toBeInTheDocument();
    expect(screen.queryByTestId('thing-list-error')).not.toBeInTheDocument();
  });

  it('puts the search in the URL and goes back to page one', async () => {
    const user = userEvent.setup();
    renderAt('/things?page=3');
    await user.type(screen.getByTestId('thing-search'), 'Nashik');
    await user.click(screen.getByTestId('thing-search-submit'));
    expect(where().get('q')).toBe('Nashik');
    expect(where().get('page')).toBeNull();
  });

  it('puts a sort by a column header and the next page in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/things');
    await user.click(screen.getByRole('columnheader', { name: /City/ }));
    expect(where().get('sort')).toBe('city');
    expect(where().get('order')).toBeNull();
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(where().get('page')).toBe('2');
    expect(where().get('sort')).toBe('city');
  });

  it('says an empty list in its own words', async () => {
    renderAt('/things', { loading: false }, []);
    expect(await screen.findByText('No colleges yet.')).toBeInTheDocument();
  });

  it('says when the list could not be loaded and reads it again on Try again', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderAt('/things', { loading: false, error: new Error('down'), refetch }, []);
    const notice = screen.getByTestId('thing-list-error');
    expect(notice).toHaveTextContent(LIST_NOT_LOADED_TEXT);
    await user.click(within(notice).getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('has one search control, its own in the URL: the grid toolbar offers no quick filter of its own', () => {
    renderAt('/things');
    expect(within(screen.getByTestId('thing-list')).getAllByRole('button', { name: /search/i })).toEqual([
      screen.getByTestId('thing-search-submit'),
    ]);
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByTestId('thing-search')]);
  });

  it('on a laptop keeps the actions column whole and fits the other columns beside it', () => {
    const columns = [...COLUMNS, { field: 'email', headerName: 'E-mail', width: 900 }, WITH_ACTIONS[2]!];
    renderAt('/things', { loading: false }, ROWS, columns);
    const grid = screen.getByTestId('thing-grid');
    expect(grid).toHaveAttribute('data-list-form', 'grid');
    // jsdom lays nothing out, so the grid gives each column its least width: what a narrow list shows.
    const widthOf = (name: string) =>
      parseFloat(within(grid).getByRole('columnheader', { name: new RegExp(name) }).style.width);
    expect(widthOf('Actions')).toBe(200);
    expect(widthOf('E-mail')).toBeLessThan(900);
  });

  it('on a phone draws each row as a card: its title, its other columns as lines, its actions as buttons', async () => {
    onAPhone();
    const user = userEvent.setup();
    renderAt('/things', { loading: false }, ROWS.slice(0, 2), WITH_ACTIONS);
    const grid = screen.getByTestId('thing-grid');
    expect(grid).toHaveAttribute('data-list-form', 'cards');
    const cards = within(grid).getAllByTestId('list-card');
    expect(cards).toHaveLength(2);
    const [first] = cards;
    expect(within(first!).getByText('College 1')).toBeInTheDocument();
    expect(within(first!).getByText('City')).toBeInTheDocument();
    expect(within(first!).getByText('Pune')).toBeInTheDocument();
    expect(within(within(first!).getByTestId('list-card-actions')).getByTestId('edit-1')).toBeVisible();
    // The page's columns are not drawn as columns: the card is the row.
    expect(within(grid).queryByRole('columnheader', { name: /City/ })).not.toBeInTheDocument();
    // Each card is still the grid's row, under the attribute the browser tests find rows by.
    expect(first!.closest('[data-rowindex]')).toHaveAttribute('data-rowindex', '0');

    // Sorting and paging stay the server's, in the URL.
    await user.click(screen.getByTestId('thing-grid-sort'));
    await user.click(screen.getByRole('option', { name: 'City' }));
    expect(where().get('sort')).toBe('city');
    await user.click(screen.getByTestId('thing-grid-order'));
    expect(where().get('order')).toBe('desc');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(where().get('page')).toBe('2');
    expect(where().get('sort')).toBe('city');
  });
});

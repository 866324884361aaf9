import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LIST_NOT_LOADED_TEXT, StaffListPage, type StaffListQueryState } from './staff-list-page';

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

const renderAt = (entry: string, query: StaffListQueryState = { loading: false }, rows = ROWS) =>
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
          columns: COLUMNS,
          total: rows.length ? 42 : 0,
          sort: SORT,
        }}
        emptyText="No colleges yet."
      />
      <Where />
    </MemoryRouter>,
  );

describe('StaffListPage', () => {
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
});

import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { ActiveEmployeesQuery, ProductJobHistoryQuery } from '../../../graphql/generated/graphql';
import { useActiveEmployeesQuery, useProductJobHistoryQuery } from '../../../graphql/generated/hooks';
import { formatCount, formatDate } from '../../../shared/format';
import { ServerDataGrid } from '../../../shared/server-data-grid';
import { listPaging } from '../../../shared/list-params';
import { useListQuery } from '../../../shared/use-search-update';

type Employee = ActiveEmployeesQuery['activeEmployees'][number];
type ProductJob = NonNullable<ProductJobHistoryQuery['productJobHistory']>[number];

export const NO_ACTIVE_EMPLOYEES_TEXT = 'No one placed through FinX has joined yet.';
export const NO_PRODUCT_JOBS_TEXT = 'No job recommends this course yet.';

/**
 * The page of a list read whole (a job's, a corporate's or a course's rows are never many), as the URL's
 * page and size ask; the screens that show one hold no other grid.
 */
export const pageOf = <T,>(rows: readonly T[], search: URLSearchParams): T[] => {
  const { page, limit } = listPaging(search);
  return rows.slice((page - 1) * limit, page * limit);
};

const EMPLOYEE_COLUMNS: GridColDef<Employee>[] = [
  {
    field: 'fullName',
    headerName: 'Employee',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={ClientRoute.candidateDetails(row.jobId, row.applicationId)}>
        {row.fullName}
      </Link>
    ),
  },
  {
    field: 'jobTitle',
    headerName: 'Job',
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={ClientRoute.jobReports(row.jobId)}>
        {row.jobTitle}
      </Link>
    ),
  },
  {
    field: 'joiningDate',
    headerName: 'Joined',
    width: 120,
    valueFormatter: (value: string) => formatDate(value),
  },
];

/**
 * A corporate's active employees (`001 §7` activeEmployees): learners placed through FinX whose joining
 * date has come, on the corporate's screen, each linking to their candidate page and job.
 */
export function CorporateActiveEmployees({ corporateId }: { corporateId: number }) {
  const [search] = useListQuery();
  const { data, loading } = useActiveEmployeesQuery({
    variables: { corporateId },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.activeEmployees ?? [];
  return (
    <Stack spacing={1.5} data-testid="corporate-active-employees">
      <Typography variant="h5" component="h2">
        Active employees
      </Typography>
      {data && (
        <Typography color="text.secondary" data-testid="corporate-active-employees-total">
          {formatCount(rows.length)} placed through FinX and at work
        </Typography>
      )}
      <ServerDataGrid<Employee>
        label="Active employees"
        testId="corporate-active-employees-grid"
        rows={pageOf(rows, search)}
        columns={EMPLOYEE_COLUMNS}
        total={data ? rows.length : null}
        loading={loading}
        localeText={{ noRowsLabel: NO_ACTIVE_EMPLOYEES_TEXT }}
      />
    </Stack>
  );
}

const PRODUCT_JOB_COLUMNS: GridColDef<ProductJob>[] = [
  {
    field: 'title',
    headerName: 'Job',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={ClientRoute.jobReports(row.jobId)}>
        {row.title}
      </Link>
    ),
  },
  { field: 'corporateName', headerName: 'Corporate', flex: 1, minWidth: 140 },
  {
    field: 'open',
    headerName: 'Status',
    width: 100,
    valueGetter: (_value, row) => (row.open ? 'Open' : 'Closed'),
    renderCell: ({ row }) => (
      <Chip size="small" label={row.open ? 'Open' : 'Closed'} color={row.open ? 'success' : 'default'} />
    ),
  },
  {
    field: 'postedAt',
    headerName: 'Posted',
    width: 120,
    valueFormatter: (value: string) => formatDate(value),
  },
  { field: 'applicants', headerName: 'Applicants', width: 110, type: 'number' },
  { field: 'placed', headerName: 'Placed', width: 90, type: 'number' },
];

/**
 * The jobs that recommend a course, open or closed, with their applicants and placements (`001 §7`
 * productJobHistory), on the course's screen: what the course has led to.
 */
export function ProductJobHistory({ productId }: { productId: number }) {
  const [search] = useListQuery();
  const { data, loading } = useProductJobHistoryQuery({
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.productJobHistory ?? [];
  const placed = rows.reduce((sum, row) => sum + row.placed, 0);
  return (
    <Stack spacing={1.5} data-testid="product-job-history">
      <Typography variant="h5" component="h2">
        Jobs recommending this course
      </Typography>
      {data && (
        <Typography color="text.secondary" data-testid="product-job-history-total">
          {formatCount(rows.length)} {rows.length === 1 ? 'job' : 'jobs'}, {formatCount(placed)} placed
        </Typography>
      )}
      <ServerDataGrid<ProductJob>
        label="Jobs recommending this course"
        testId="product-job-history-grid"
        rows={pageOf(rows, search)}
        columns={PRODUCT_JOB_COLUMNS}
        total={data ? rows.length : null}
        loading={loading}
        localeText={{ noRowsLabel: NO_PRODUCT_JOBS_TEXT }}
      />
    </Stack>
  );
}

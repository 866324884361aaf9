import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { messageFor } from '@finx/domain';
import type { CollegeStudentsQuery } from '../../graphql/generated/graphql';
import { useCollegeStudentsQuery, useMyCollegeQuery } from '../../graphql/generated/hooks';
import { fitColumns } from '../../shared/grid-columns';
import { CARD_GRID_SX } from '../../shared/server-data-grid';
import { cardColumn } from '../../shared/server-data-grid-cards';

type Student = CollegeStudentsQuery['collegeStudents'][number];

const COLUMN_WIDTHS: GridColDef<Student>[] = [
  {
    field: 'name',
    headerName: 'Student',
    width: 200,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'email', headerName: 'E-mail', width: 240 },
  { field: 'enrolments', headerName: 'Enrolments', width: 120, type: 'number' },
  { field: 'placements', headerName: 'Placements', width: 120, type: 'number' },
  {
    field: 'joinedOn',
    headerName: 'Joined',
    width: 120,
    valueFormatter: (value: string) => new Date(value).toLocaleDateString('en-GB'),
  },
];

// The columns fit the page on a laptop (the five summed wider than its content beside the side menu).
const COLUMNS = fitColumns(COLUMN_WIDTHS, undefined);
/** A phone's form, as the staff lists': each student a card, so the figures are not off screen. */
const CARD_COLUMNS = [
  cardColumn('Students', COLUMNS, { primaryField: 'name', actionsField: undefined }),
  ...COLUMNS,
];
const ONLY_CARDS: GridColumnVisibilityModel = Object.fromEntries(
  COLUMNS.map((column) => [column.field, false]),
);

/**
 * /collegeDashboard's own part (issue 13 item 1): the officer's college with its figures from the
 * database, and its students in a grid that sorts and pages on the page (one college's students).
 */
export function CollegeOverview() {
  const cards = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const { data: collegeData, loading } = useMyCollegeQuery({ fetchPolicy: 'cache-and-network' });
  const { data: studentData, loading: studentsLoading } = useCollegeStudentsQuery({
    fetchPolicy: 'cache-and-network',
  });
  const college = collegeData?.myCollege;
  if (!college) {
    return loading ? null : (
      <Typography data-testid="college-missing">{messageFor('NOT_COLLEGE_MEMBER')}</Typography>
    );
  }
  const figures = [
    { label: 'Students', value: college.students, testId: 'college-students-count' },
    { label: 'Enrolments', value: college.enrolments, testId: 'college-enrolments-count' },
    { label: 'Placements', value: college.placements, testId: 'college-placements-count' },
  ];
  return (
    <Stack spacing={2} data-testid="college-overview" sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h2">
        {college.name}, {college.city}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {figures.map((figure) => (
          <Card key={figure.label} sx={{ flex: 1 }}>
            <CardContent>
              <Typography variant="subtitle2" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography variant="h4" data-testid={figure.testId}>
                {figure.value}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
      <Box
        sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}
        data-testid="college-students"
        data-list-form={cards ? 'cards' : 'grid'}
      >
        <DataGrid
          key={cards ? 'cards' : 'grid'}
          aria-label="Students"
          rows={studentData?.collegeStudents ?? []}
          columns={cards ? CARD_COLUMNS : COLUMNS}
          columnVisibilityModel={cards ? ONLY_CARDS : undefined}
          getRowHeight={cards ? () => 'auto' : undefined}
          // As the shared grid's cards: wrapped cells, and no column separator past the grid's edge.
          sx={cards ? CARD_GRID_SX : undefined}
          getRowId={(row) => row.id}
          loading={studentsLoading && !studentData}
          disableRowSelectionOnClick
          disableVirtualization
          autoHeight
          pageSizeOptions={[10, 25, 50]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}

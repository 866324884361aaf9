import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { LearningPathFieldsFragment } from '../../graphql/generated/graphql';
import { useLearningPathsQuery, useSetLearningPathActiveMutation } from '../../graphql/generated/hooks';
import { listPaging } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';

export const PATH_ACTIVATED_TEXT = 'Learning path activated: learners see it now';
export const PATH_DEACTIVATED_TEXT = 'Learning path deactivated: learners no longer see it';

/**
 * /learning-path (`001 §2`, admin only): the learning paths, newest first, in an MUI X Data Grid paged
 * and searched by the server with the state in the URL (`?q=&page=&size=`); add, edit, activate.
 */
export default function LearningPathListPage() {
  const [search] = useListQuery();
  const variables = { search: search.get('q')?.trim() || null, ...listPaging(search) };
  const list = useLearningPathsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const { refetch } = list;
  const { enqueueSnackbar } = useSnackbar();
  const [setActive, { loading: switching }] = useSetLearningPathActiveMutation();

  const columns = useMemo<GridColDef<LearningPathFieldsFragment>[]>(() => {
    const toggle = async (row: LearningPathFieldsFragment) => {
      const { data: answer } = await setActive({ variables: { pathId: row.pathId, active: !row.active } });
      const payload = answer?.setLearningPathActive;
      if (!payload) return;
      for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
      if (!payload.ok) return;
      enqueueSnackbar(row.active ? PATH_DEACTIVATED_TEXT : PATH_ACTIVATED_TEXT, { variant: 'success' });
      void refetch();
    };
    return [
      { field: 'name', headerName: 'Learning Path', width: 240 },
      {
        field: 'courses',
        headerName: 'Courses in order',
        width: 380,
        sortable: false,
        valueGetter: (_value, row) => row.courses.map((course) => course.productName).join(' → '),
      },
      {
        field: 'active',
        headerName: 'Status',
        width: 110,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            label={row.active ? 'Active' : 'Inactive'}
            color={row.active ? 'success' : 'default'}
          />
        ),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              component={RouterLink}
              to={ClientRoute.editLearningPath(row.pathId)}
              data-testid={`edit-learning-path-${row.pathId}`}
            >
              Edit
            </Button>
            <Button
              size="small"
              variant={row.active ? 'outlined' : 'contained'}
              color={row.active ? 'warning' : 'success'}
              disabled={switching}
              onClick={() => void toggle(row)}
              data-testid={`learning-path-status-${row.pathId}`}
            >
              {row.active ? 'Deactivate' : 'Activate'}
            </Button>
          </Stack>
        ),
      },
    ];
  }, [setActive, enqueueSnackbar, refetch, switching]);

  return (
    <StaffListPage
      title="Learning Paths"
      testId="learning-path-list"
      add={{ label: 'Add Learning Path', to: ClientRoute.addLearningPath(), testId: 'add-learning-path' }}
      search={{ label: 'Name', testId: 'learning-path-search' }}
      query={list}
      grid={{
        label: 'Learning paths',
        testId: 'learning-path-grid',
        rows: list.data?.learningPaths.rows ?? [],
        columns,
        total: list.data?.learningPaths.totalRecords,
      }}
    />
  );
}

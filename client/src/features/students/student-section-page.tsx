import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import ZipIcon from '@mui/icons-material/FolderZipOutlined';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { RESUME_ZIP_MAX_STUDENTS, Text } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { StaffStudentFieldsFragment } from '../../graphql/generated/graphql';
import {
  useDownloadResumesMutation,
  useStaffStudentsQuery,
  useStudentFilterOptionsQuery,
} from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { openDownload, useStudentDocumentDownload } from './resume-download';
import { STUDENT_SORT, studentListVariables } from './student-section-search';

const NONE_SELECTED: GridRowSelectionModel = { type: 'include', ids: new Set() };

interface Skipped {
  studentId: number;
  fullName: string;
}

/**
 * /studentSection (`001 §2` screen 9; staff here, docs/decisions.md): the active learners, 10 a page, last
 * modified first, filtered by text, college and course in the URL. Each row's resume downloads; the
 * selected rows' resumes download as one zip made on the server ('Please Select Candidate' without any).
 */
export default function StudentSectionPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [search, setQuery] = useListQuery();
  const variables = studentListVariables(search);
  const list = useStaffStudentsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const { data: options } = useStudentFilterOptionsQuery();
  const [zipResumes, { loading: zipping }] = useDownloadResumesMutation();
  const { download } = useStudentDocumentDownload();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NONE_SELECTED);
  const [skipped, setSkipped] = useState<readonly Skipped[]>([]);
  const rows = list.data?.staffStudents.rows ?? [];

  // "Select all" on a server page answers an exclude model: it means this page's rows bar the excluded.
  const selectedIds =
    selection.type === 'include'
      ? [...selection.ids].map(Number)
      : rows.map((row) => row.studentId).filter((id) => !selection.ids.has(id));

  const downloadZip = async () => {
    if (selectedIds.length === 0) {
      enqueueSnackbar(Text.PLEASE_SELECT_CANDIDATE, { variant: 'warning' });
      return;
    }
    const { data: answer } = await zipResumes({ variables: { studentIds: selectedIds } });
    const payload = answer?.downloadResumes;
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
    setSkipped(payload.skipped);
    if (payload.url) {
      enqueueSnackbar(`${payload.included} resume${payload.included === 1 ? '' : 's'} zipped.`, {
        variant: 'success',
      });
      openDownload(payload.url);
    }
  };

  const columns = useMemo<GridColDef<StaffStudentFieldsFragment>[]>(
    () => [
      { field: 'studentId', headerName: 'Student ID', width: 100 },
      { field: 'fullName', headerName: 'Full Name', width: 180 },
      { field: 'email', headerName: 'E-mail', width: 230 },
      { field: 'mobile', headerName: 'Mobile', width: 120 },
      { field: 'gender', headerName: 'Gender', width: 90 },
      { field: 'source', headerName: 'Source', width: 140 },
      { field: 'collegeName', headerName: 'College', width: 170 },
      {
        field: 'createdDate',
        headerName: 'Created Date',
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'modifiedDate',
        headerName: 'Last Modified',
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'resume',
        headerName: 'Resume',
        width: 130,
        renderCell: ({ row }) =>
          row.resumeDocumentId ? (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              onClick={() => void download(row.resumeDocumentId!)}
              data-testid={`resume-download-${row.studentId}`}
            >
              Resume
            </Button>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: '52px' }}>
              None
            </Typography>
          ),
      },
    ],
    [download],
  );

  return (
    <StaffListPage
      title="Student Section"
      testId="student-section"
      actions={
        <Button
          variant="contained"
          startIcon={<ZipIcon />}
          onClick={() => void downloadZip()}
          loading={zipping}
          data-testid="download-resumes"
          title={`Up to ${RESUME_ZIP_MAX_STUDENTS} students at a time`}
        >
          Download resumes{selectedIds.length > 0 ? ` (${selectedIds.length})` : ''}
        </Button>
      }
      search={{ label: 'Name, e-mail, mobile or student ID', testId: 'student-search' }}
      filters={
        <>
          <TextField
            select
            size="small"
            label="College"
            value={variables.collegeId ?? ''}
            onChange={(event) => setQuery({ college: event.target.value || null })}
            sx={{ minWidth: 180 }}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'student-college-filter' } as object },
            }}
          >
            <MenuItem value="">All colleges</MenuItem>
            {(options?.staffColleges.rows ?? []).map((college) => (
              <MenuItem key={college.collegeId} value={college.collegeId}>
                {college.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Course"
            value={variables.productId ?? ''}
            onChange={(event) => setQuery({ course: event.target.value || null })}
            sx={{ minWidth: 180 }}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'student-course-filter' } as object },
            }}
          >
            <MenuItem value="">All courses</MenuItem>
            {(options?.staffProducts.rows ?? []).map((product) => (
              <MenuItem key={product.productId} value={product.productId}>
                {product.productName}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      beforeGrid={
        skipped.length > 0 && (
          <Alert severity="info" onClose={() => setSkipped([])} data-testid="resume-zip-skipped">
            Left out, as they have no resume:{' '}
            {skipped.map((student) => `${student.fullName} (${student.studentId})`).join(', ')}
          </Alert>
        )
      }
      query={list}
      grid={{
        label: 'Students',
        testId: 'student-grid',
        rows,
        columns,
        primaryField: 'fullName',
        actionsField: 'resume',
        getRowId: (row) => row.studentId,
        total: list.data?.staffStudents.totalRecords,
        sort: STUDENT_SORT,
        checkboxSelection: true,
        keepNonExistentRowsSelected: true,
        rowSelectionModel: selection,
        onRowSelectionModelChange: setSelection,
      }}
    />
  );
}

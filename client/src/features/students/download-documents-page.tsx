import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useFormik } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import { applyUserErrors } from '../../graphql/use-operation';
import type { StaffStudentFieldsFragment } from '../../graphql/generated/graphql';
import { useStaffStudentsQuery } from '../../graphql/generated/hooks';
import { listPaging, positiveParam } from '../../shared/list-params';
import { StaffListPage } from '../../shared/staff-list-page';
import { useListQuery } from '../../shared/use-search-update';
import { LearnerDocuments } from './learner-documents';
import { useStudentDocumentDownload } from './resume-download';

const byIdSchema = yup.object({
  documentId: yup
    .string()
    .trim()
    .required('Please enter a document ID')
    .matches(/^[0-9a-fA-F-]{36}$/, 'A document ID has 36 letters, digits and dashes'),
});

/** A document by its id (a learner or colleague passed it on), downloaded at once. */
function DocumentById() {
  const { download } = useStudentDocumentDownload();
  const formik = useFormik({
    initialValues: { documentId: '' },
    validationSchema: byIdSchema,
    onSubmit: async (values, helpers) => {
      const errors = await download(values.documentId.trim().toLowerCase());
      applyUserErrors(errors, helpers, values);
    },
  });
  const error = formik.touched.documentId ? formik.errors.documentId : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        By document ID
      </Typography>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={formik.handleSubmit}
        aria-label="Download by document ID"
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          size="small"
          name="documentId"
          label="Document ID"
          value={formik.values.documentId}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(error)}
          helperText={error ?? ' '}
          sx={{ minWidth: { sm: 360 } }}
          slotProps={{ htmlInput: { 'data-testid': 'document-id' } }}
        />
        <Button
          type="submit"
          variant="contained"
          loading={formik.isSubmitting}
          data-testid="document-id-download"
        >
          Download
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /download-documents (`001 §2`, admin or ops): find a learner and download their documents, or download
 * one by its id. The chosen learner rides in the URL (`?student=<party id>`) with the search and page.
 */
export default function DownloadDocumentsPage() {
  const [search, setQuery] = useListQuery();
  const chosen = positiveParam(search.get('student'));
  const variables = { search: search.get('q')?.trim() || null, ...listPaging(search) };
  const list = useStaffStudentsQuery({ variables, fetchPolicy: 'cache-and-network' });
  const rows = list.data?.staffStudents.rows ?? [];
  const chosenName = rows.find((row) => row.partyId === chosen)?.fullName ?? null;
  const columns = useMemo<GridColDef<StaffStudentFieldsFragment>[]>(
    () => [
      { field: 'studentId', headerName: 'Student ID', width: 100 },
      { field: 'fullName', headerName: 'Full Name', width: 180 },
      { field: 'email', headerName: 'E-mail', width: 230 },
      {
        field: 'documents',
        headerName: 'Documents',
        width: 130,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => setQuery({ student: String(row.partyId), page: search.get('page') })}
            data-testid={`show-documents-${row.studentId}`}
          >
            Show
          </Button>
        ),
      },
    ],
    [setQuery, search],
  );
  return (
    <StaffListPage
      title="Download Documents"
      testId="download-documents"
      intro={
        <>
          <DocumentById />
          <Typography variant="h6" component="h2">
            By learner
          </Typography>
        </>
      }
      search={{ label: 'Name, e-mail, mobile or student ID', testId: 'document-learner-search' }}
      beforeGrid={chosen !== null && <LearnerDocuments partyId={chosen} name={chosenName} />}
      query={list}
      grid={{
        label: 'Learners',
        testId: 'document-learner-grid',
        rows,
        columns,
        primaryField: 'fullName',
        actionsField: 'documents',
        getRowId: (row) => row.studentId,
        total: list.data?.staffStudents.totalRecords,
      }}
    />
  );
}

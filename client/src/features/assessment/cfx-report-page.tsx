import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { CfxLearningStatus, ClientRoute, ProductId, Text, parseEntityId } from '@finx/domain';
import type { CfxAssessmentReportQuery } from '../../graphql/generated/graphql';
import { useCfxAssessmentReportQuery, useViewerQuery } from '../../graphql/generated/hooks';
import { CfxReportNodesDialog } from './cfx-report-nodes-dialog';

/** `001 §2` screen 5: 10 rows a page. */
export const REPORT_PAGE_SIZE = 10;
const STATUSES = Object.values(CfxLearningStatus);

type Row = CfxAssessmentReportQuery['cfxAssessmentReport']['items'][number];

/**
 * /MyCfxAssessmentReport/{id}/{prodid} (the learner's own; `mine`) and /CfxAssessmentReport/{id}/{prodid}
 * (staff, any learner by e-mail): the learner's results on the path to the programme (FEAT's score,
 * course progress), filtered by status, 10 rows a page in a table at most 500 px high; each row's
 * modules open in a popup. Filter and page live in the URL.
 */
export default function CfxReportPage({ mine }: { mine: boolean }) {
  const params = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const viewer = useViewerQuery({ skip: !mine });
  const email = mine ? (viewer.data?.viewer?.email ?? '') : (params.id ?? '');
  const productId = parseEntityId(params.prodid ?? null) ?? ProductId.CFX;
  const status = STATUSES.find((value) => value === search.get('status')) ?? null;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, loading } = useCfxAssessmentReportQuery({
    variables: { email, productId: String(productId), status, page, limit: REPORT_PAGE_SIZE },
    skip: email === '',
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<Row | null>(null);
  const [lookup, setLookup] = useState(email);
  const report = data?.cfxAssessmentReport;

  const change = (next: { status?: string | null; page?: number }) => {
    const query = new URLSearchParams(search);
    if (next.status !== undefined) {
      if (next.status) query.set('status', next.status);
      else query.delete('status');
      query.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) query.set('page', String(next.page));
      else query.delete('page');
    }
    setSearch(query);
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.trim()) navigate(ClientRoute.cfxReport(lookup.trim(), productId));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }} data-testid="cfx-report">
      <Typography variant="h4" component="h1">
        CFX Assessment Report
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        {!mine && (
          <Stack component="form" direction="row" spacing={1} onSubmit={find} sx={{ flex: 1 }}>
            <TextField
              label="Learner e-mail"
              size="small"
              value={lookup}
              onChange={(event) => setLookup(event.target.value)}
              sx={{ flex: 1, minWidth: 0 }}
              slotProps={{ htmlInput: { 'data-testid': 'cfx-report-email' } }}
            />
            <Button type="submit" variant="contained" data-testid="cfx-report-find">
              Show
            </Button>
          </Stack>
        )}
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? ''}
          onChange={(event) => change({ status: event.target.value || null })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="cfx-report-status"
        >
          <MenuItem value="">All</MenuItem>
          {STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined">
        <TableContainer sx={{ maxHeight: 500 }} data-testid="cfx-report-table">
          <Table stickyHeader size="small" aria-label="CFX assessment report">
            <TableHead>
              <TableRow>
                <TableCell>Learning</TableCell>
                <TableCell>Type</TableCell>
                <TableCell>Score</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Completed on</TableCell>
                <TableCell>Modules</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {!report || report.items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6}>
                    {email === '' && !mine
                      ? 'Enter a learner’s e-mail to see their report.'
                      : loading && !report
                        ? 'Loading…'
                        : Text.NO_RECORD_FOUND}
                  </TableCell>
                </TableRow>
              ) : (
                report.items.map((row) => (
                  <TableRow key={row.id} data-testid="cfx-report-row" data-learning-id={row.learningId}>
                    <TableCell>{row.learningName}</TableCell>
                    <TableCell>{row.learningType}</TableCell>
                    <TableCell data-testid="cfx-report-score">
                      {row.learningProgress === null ? '-' : `${row.learningProgress}%`}
                    </TableCell>
                    <TableCell>{row.learningStatus}</TableCell>
                    <TableCell>{row.learningCompletionDate ?? '-'}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setOpen(row)} data-testid="cfx-report-open-nodes">
                        View
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={report?.totalRecords ?? 0}
          page={report && report.totalRecords > 0 ? page - 1 : 0}
          rowsPerPage={REPORT_PAGE_SIZE}
          rowsPerPageOptions={[REPORT_PAGE_SIZE]}
          onPageChange={(_, next) => change({ page: next + 1 })}
        />
      </Paper>
      <CfxReportNodesDialog row={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

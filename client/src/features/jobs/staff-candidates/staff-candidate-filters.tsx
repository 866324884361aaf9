import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CandidateParam,
  paramOf,
  CERTIFIED_PARAM,
  SORT_LABEL,
  SORT_PARAM,
  STATUS_LABEL,
  STATUS_PARAM,
  useCandidateSearch,
} from './staff-candidate-search';

export const CANDIDATES_PAGE_SIZE = 10;
export const NO_CANDIDATES_TEXT = 'No candidates match these filters.';

interface FiltersProps {
  stages: readonly { stageId: number; name: string }[];
  /** Given (the cross-job list): a job filter first; the stages are then the chosen job's. */
  jobs?: readonly { jobId: number; title: string }[];
}

/** Stage, status, sort and order (and the job, across jobs), all in the URL. */
export function CandidateFilters({ stages, jobs }: FiltersProps) {
  const { current, update } = useCandidateSearch();
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      data-testid="staff-candidate-filters"
    >
      {jobs && (
        <TextField
          select
          size="small"
          label="Job"
          value={current.jobId === null ? '' : String(current.jobId)}
          // A stage belongs to one job: changing the job drops the stage filter.
          onChange={(event) =>
            update({ [CandidateParam.JOB]: event.target.value || null, [CandidateParam.STAGE]: null })
          }
          sx={{ minWidth: 220 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-job' } as object } }}
        >
          <MenuItem value="">Every job</MenuItem>
          {jobs.map((job) => (
            <MenuItem key={job.jobId} value={String(job.jobId)}>
              {job.title}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Stage"
        value={current.stageId === null ? '' : String(current.stageId)}
        onChange={(event) => update({ [CandidateParam.STAGE]: event.target.value || null })}
        disabled={stages.length === 0}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-stage' } as object } }}
      >
        <MenuItem value="">Every stage</MenuItem>
        {stages.map((stage) => (
          <MenuItem key={stage.stageId} value={String(stage.stageId)}>
            {stage.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Status"
        value={current.status === null ? '' : paramOf(STATUS_PARAM, current.status)}
        onChange={(event) => update({ [CandidateParam.STATUS]: event.target.value || null })}
        sx={{ minWidth: 160 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-status' } as object } }}
      >
        <MenuItem value="">Every status</MenuItem>
        {Object.entries(STATUS_PARAM).map(([param, status]) => (
          <MenuItem key={param} value={param}>
            {STATUS_LABEL[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Certificate"
        value={
          Object.entries(CERTIFIED_PARAM).find(([, entry]) => entry.productId === current.certifiedIn)?.[0] ??
          ''
        }
        onChange={(event) => update({ [CandidateParam.CERTIFIED]: event.target.value || null })}
        sx={{ minWidth: 180 }}
        slotProps={{
          select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-certified' } as object },
        }}
      >
        <MenuItem value="">Any</MenuItem>
        {Object.entries(CERTIFIED_PARAM).map(([param, entry]) => (
          <MenuItem key={param} value={param}>
            {entry.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sort by"
        value={paramOf(SORT_PARAM, current.sort)}
        onChange={(event) =>
          update({ [CandidateParam.SORT]: event.target.value === 'applied' ? null : event.target.value })
        }
        sx={{ minWidth: 200 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-sort' } as object } }}
      >
        {Object.entries(SORT_PARAM).map(([param, sort]) => (
          <MenuItem key={param} value={param}>
            {SORT_LABEL[sort]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Order"
        value={current.descending ? 'desc' : 'asc'}
        onChange={(event) => update({ [CandidateParam.ORDER]: event.target.value === 'asc' ? 'asc' : null })}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-candidate-order' } as object } }}
      >
        <MenuItem value="desc">Highest or newest first</MenuItem>
        <MenuItem value="asc">Lowest or oldest first</MenuItem>
      </TextField>
    </Stack>
  );
}

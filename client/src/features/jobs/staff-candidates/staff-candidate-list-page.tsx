import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useJobCandidatesQuery, useStaffJobQuery, useStaffJobsQuery } from '../../../graphql/generated/hooks';
import { CandidateCard } from './staff-candidate-card';
import { CandidateParam, useCandidateSearch } from './staff-candidate-search';
import { CANDIDATES_PAGE_SIZE, CandidateFilters, NO_CANDIDATES_TEXT } from './staff-candidate-filters';
import { STAFF_JOBS_MAX_PAGE } from '../staff-jobs/staff-job-options';

/**
 * /candidate-details without ids (`001 §2`: admin or ops; the admin sidebar of screen 11 links it):
 * every job's candidates, newest first, filtered by job, stage (of the chosen job) and status and
 * sorted as a job's list is, all in the URL; each card opens the candidate's page.
 */
export default function StaffCandidateListPage() {
  const { current, update } = useCandidateSearch();
  // The job filter offers the newest jobs (the gateway pages jobs at 50 at most).
  const jobs = useStaffJobsQuery({
    variables: { corporateId: null, page: 1, pageSize: STAFF_JOBS_MAX_PAGE },
  });
  const job = useStaffJobQuery({
    variables: { jobId: current.jobId ?? 0 },
    skip: current.jobId === null,
  });
  const { data, loading } = useJobCandidatesQuery({
    variables: {
      jobId: current.jobId,
      // A stage id means nothing without its job.
      stageId: current.jobId === null ? null : current.stageId,
      status: current.status,
      certifiedIn: current.certifiedIn,
      sort: current.sort,
      descending: current.descending,
      page: current.page,
      pageSize: CANDIDATES_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.jobCandidates;
  const pages = Math.ceil((page?.total ?? 0) / CANDIDATES_PAGE_SIZE);
  const stages = current.jobId === null ? [] : (job.data?.staffJob?.stages ?? []);

  return (
    <Stack spacing={3} data-testid="staff-candidate-list" sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        Candidate Details
      </Typography>
      <CandidateFilters stages={stages} jobs={jobs.data?.staffJobs.items ?? []} />
      {loading && !page ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Stack spacing={2}>
          <Typography
            variant="body2"
            color="text.secondary"
            aria-live="polite"
            data-testid="staff-candidates-total"
          >
            {page?.total ?? 0} {page?.total === 1 ? 'candidate' : 'candidates'}
          </Typography>
          {page && page.items.length === 0 && (
            <Typography color="text.secondary">{NO_CANDIDATES_TEXT}</Typography>
          )}
          {page?.items.map((candidate) => (
            <CandidateCard key={candidate.id} jobId={candidate.jobId} candidate={candidate} showJob />
          ))}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(current.page, pages)}
              onChange={(_, next) => update({ [CandidateParam.PAGE]: next === 1 ? null : String(next) })}
              siblingCount={0}
              sx={{ alignSelf: 'center' }}
              data-testid="staff-candidates-pagination"
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

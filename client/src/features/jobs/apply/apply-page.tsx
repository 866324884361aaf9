import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import BackIcon from '@mui/icons-material/ArrowBack';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClientRoute, messageFor, parseEntityId, ReasonCode } from '@finx/domain';
import { useSnackbar } from '../../../shared/toast';
import { useJobDetailsQuery, useTrackJobApplyClickMutation } from '../../../graphql/generated/hooks';
import { formatDate } from '../../../shared/format';
import { JobApplyDialog } from './apply-dialog';
import { JobCourseCard } from './apply-course-card';
import { APPLICATION_STATUS_LABEL, applicationStatusColor } from '../jobs-format';
import { FitChip, JobFacts, JobList } from '../search/search-job-list';
import type { JobDetailsFields } from './apply.types';

export const APPLIED_TEXT = 'Your application has been sent. Follow its progress under Applied jobs.';
export const JOB_NOT_FOUND_TEXT = 'This job was not found. It may have been removed.';

/** The key skills, those the learner's profile lists marked, with the fit they make. */
function KeySkills({ job }: { job: JobDetailsFields }) {
  const matched = new Set(job.fit.matchedSkills);
  return (
    <Stack spacing={1} data-testid="job-skills">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          Key skills
        </Typography>
        <FitChip percent={job.fit.percent} />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {job.keySkills.map((skill) =>
          matched.has(skill) ? (
            <Chip
              key={skill}
              label={skill}
              color="success"
              icon={<CheckIcon />}
              data-testid="job-skill-matched"
              aria-label={`${skill} (in your profile)`}
            />
          ) : (
            <Chip key={skill} label={skill} variant="outlined" data-testid="job-skill" />
          ),
        )}
      </Stack>
    </Stack>
  );
}

/** Apply, or where the learner's application stands, or why applications are closed. */
function ApplyBox({ job, onApply }: { job: JobDetailsFields; onApply: () => void }) {
  if (job.applicationStatus) {
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          color={applicationStatusColor(job.applicationStatus)}
          label={APPLICATION_STATUS_LABEL[job.applicationStatus]}
          data-testid="job-application-status"
        />
        <Button component={RouterLink} to={ClientRoute.appliedJobs()} data-testid="job-applied-link">
          View in Applied jobs
        </Button>
      </Stack>
    );
  }
  if (!job.open) {
    return (
      <Alert severity="info" data-testid="job-closed">
        {messageFor(ReasonCode.JOB_NOT_OPEN)}
      </Alert>
    );
  }
  return (
    <Button
      variant="contained"
      size="large"
      onClick={onApply}
      data-testid="job-apply"
      sx={{ alignSelf: 'flex-start' }}
    >
      Apply
    </Button>
  );
}

/** /jobs/:id: the job, the learner's fit and application, the recommended course and similar jobs. */
export default function JobPage() {
  const { id } = useParams();
  const jobId = parseEntityId(id ?? null);
  const { enqueueSnackbar } = useSnackbar();
  const [applying, setApplying] = useState(false);
  const [trackClick] = useTrackJobApplyClickMutation();
  const { data, loading, refetch } = useJobDetailsQuery({
    variables: { jobId: jobId ?? 0 },
    skip: jobId === null,
    fetchPolicy: 'cache-and-network',
  });
  const job = data?.job;

  if (loading && !job) return <Skeleton variant="rounded" height={320} />;
  if (!job) {
    return (
      <Stack spacing={2} data-testid="job-not-found">
        <Typography>{JOB_NOT_FOUND_TEXT}</Typography>
        <Button component={RouterLink} to={ClientRoute.jobs()} sx={{ alignSelf: 'flex-start' }}>
          Back to jobs
        </Button>
      </Stack>
    );
  }

  const openApply = () => {
    // The click is the corporate's statistic; the questionnaire does not wait on it.
    void trackClick({ variables: { jobId: job.jobId } }).catch(() => undefined);
    setApplying(true);
  };

  return (
    <Stack spacing={3} data-testid="job-page" sx={{ minWidth: 0 }}>
      <Button
        component={RouterLink}
        to={ClientRoute.jobs()}
        startIcon={<BackIcon />}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="job-back"
      >
        All jobs
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack spacing={0.5}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }} data-testid="job-title">
              {job.title}
            </Typography>
            <Typography variant="h6" component="p" data-testid="job-corporate">
              {job.corporateName}
            </Typography>
          </Stack>
          <JobFacts job={job} />
          <Typography variant="body2" color="text.secondary">
            {job.employmentTypeLabel} · {job.jobFunction} · {job.openings}{' '}
            {job.openings === 1 ? 'opening' : 'openings'} · Apply by {formatDate(job.closesOn)}
          </Typography>
          <ApplyBox job={job} onApply={openApply} />
        </Stack>
      </Paper>
      <KeySkills job={job} />
      {job.recommendedCourse && !job.recommendedCourse.owned && (
        <JobCourseCard jobId={job.jobId} course={job.recommendedCourse} onChanged={() => void refetch()} />
      )}
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">
          About the job
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="job-description">
          {job.description}
        </Typography>
      </Stack>
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">
          About {job.corporateName}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {job.corporateAbout}
        </Typography>
      </Stack>
      {job.similar.length > 0 && (
        <Stack spacing={2} data-testid="job-similar">
          <Typography component="h2" variant="h6">
            Similar jobs
          </Typography>
          <JobList jobs={job.similar} loading={false} emptyText="" />
        </Stack>
      )}
      <JobApplyDialog
        jobId={job.jobId}
        title={job.title}
        questions={job.questions}
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={() => {
          setApplying(false);
          enqueueSnackbar(APPLIED_TEXT, { variant: 'success' });
          void refetch();
        }}
      />
    </Stack>
  );
}

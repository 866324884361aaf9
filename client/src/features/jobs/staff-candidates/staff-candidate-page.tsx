import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { answerLabel, ApplicationStatus, ClientRoute, parseEntityId } from '@finx/domain';
import { FullScreenLoader } from '../../../shared/full-screen-loader';
import type { CandidateFieldsFragment } from '../../../graphql/generated/graphql';
import {
  useApplicationHistoryQuery,
  useJobCandidatesQuery,
  useStaffJobLookupsQuery,
  useStaffJobQuery,
} from '../../../graphql/generated/hooks';
import { formatDate } from '../../../shared/format';
import { CandidateActionDialog, nextStageOf, type CandidateAction } from './staff-candidate-actions';
import { CandidateFigures, CandidateStatus } from './staff-candidate-card';
import { StaffCandidateExtras } from './staff-candidate-extras';
import { CandidatePlacementHistory } from './staff-candidate-placements';
import { STATUS_LABEL } from './staff-candidate-search';
import { STAFF_JOBS_MAX_PAGE } from '../staff-jobs/staff-job-options';

export const CANDIDATE_NOT_FOUND_TEXT = 'This candidate did not apply for this job.';

/**
 * One candidate of a job. The gateway reads candidates per job only, so the job's list is read in its
 * stable order (applied date, then application id) a page at a time until this application turns up.
 */
function useCandidate(jobId: number, applicationId: number) {
  const [page, setPage] = useState(1);
  const { data, loading } = useJobCandidatesQuery({
    variables: {
      jobId,
      stageId: null,
      status: null,
      sort: 'APPLIED_ON',
      descending: false,
      page,
      pageSize: STAFF_JOBS_MAX_PAGE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.jobCandidates;
  const candidate = list?.items.find((item) => item.applicationId === applicationId) ?? null;
  const more =
    list !== undefined && list !== null && candidate === null && page * STAFF_JOBS_MAX_PAGE < list.total;
  // Asking for the next page while rendering (not in an effect) skips a render of the stale page.
  if (more) setPage(page + 1);
  return { candidate, loading: (loading && !data) || more };
}

/**
 * Who made a move: the learner applying, or the staff member by name (issue 28 item 9: a party id says
 * nothing to a reader); a move whose maker has no name on record is the team's.
 */
const byWhom = (
  entry: { byPartyId: number | null; byName: string | null },
  candidatePartyId: number,
): string =>
  entry.byPartyId === null
    ? ''
    : entry.byPartyId === candidatePartyId
      ? ' · by the candidate'
      : ` · by ${entry.byName ?? 'Operations'}`;

/** 'Interview · In progress', but 'Placed' once: the Placed stage's status says the same word. */
const stageWithStatus = (stageName: string, status: ApplicationStatus): string =>
  STATUS_LABEL[status] === stageName ? stageName : `${stageName} · ${STATUS_LABEL[status]}`;

function History({ applicationId, partyId }: { applicationId: number; partyId: number }) {
  const { data, loading } = useApplicationHistoryQuery({
    variables: { applicationId },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.applicationHistory ?? [];
  if (loading && !data) return <Skeleton variant="rounded" height={120} />;
  return (
    <Stepper orientation="vertical" activeStep={entries.length} data-testid="candidate-history">
      {entries.map((entry, index) => (
        <Step key={`${entry.at}-${index}`} completed expanded data-testid="candidate-history-entry">
          <StepLabel error={entry.status === ApplicationStatus.REJECTED}>
            {stageWithStatus(entry.stageName, entry.status)}
          </StepLabel>
          <StepContent>
            <Typography variant="body2" color="text.secondary">
              {formatDate(entry.at)}
              {byWhom(entry, partyId)}
            </Typography>
            {entry.reason && <Typography variant="body2">Reason: {entry.reason}</Typography>}
          </StepContent>
        </Step>
      ))}
    </Stepper>
  );
}

function Answers({ candidate }: { candidate: CandidateFieldsFragment }) {
  if (candidate.answers.length === 0) {
    return <Typography color="text.secondary">This job asked no questions.</Typography>;
  }
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }} data-testid="candidate-answers">
      {candidate.answers.map((answer) => (
        <div key={answer.questionId}>
          <Typography component="dt" variant="subtitle2">
            {answer.question}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="candidate-answer">
            {answer.answer.map(answerLabel).join(', ')}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * /candidate-details/:jobId/:applicationId (`001 §2`, admin or ops): the candidate, their answers, the
 * application's history, the moves (next stage, a chosen stage, rejection with a reason, placement) and
 * the extras (invitations, ratings, interviewers' comments, messages: `staff-candidate-extras.tsx`).
 */
export default function StaffCandidatePage() {
  const params = useParams();
  const jobId = parseEntityId(params.jobId ?? null) ?? 0;
  const applicationId = parseEntityId(params.applicationId ?? null) ?? 0;
  const [action, setAction] = useState<CandidateAction | null>(null);
  const job = useStaffJobQuery({ variables: { jobId }, fetchPolicy: 'cache-and-network' });
  const lookups = useStaffJobLookupsQuery();
  const { candidate, loading } = useCandidate(jobId, applicationId);

  if (loading || (job.loading && !job.data)) return <FullScreenLoader />;
  const staffJob = job.data?.staffJob ?? null;
  if (!staffJob || !candidate) return <Alert severity="warning">{CANDIDATE_NOT_FOUND_TEXT}</Alert>;
  const stages = staffJob.stages;
  const inProgress = candidate.status === ApplicationStatus.IN_PROGRESS;
  const next = nextStageOf(stages, candidate.stageName);

  return (
    <Stack spacing={3} data-testid="staff-candidate-page" sx={{ minWidth: 0 }}>
      <Stack spacing={1}>
        <Link
          component={RouterLink}
          to={ClientRoute.jobDetails(staffJob.jobId)}
          data-testid="candidate-job-link"
        >
          {staffJob.title} · {staffJob.corporateName}
        </Link>
        <Typography
          variant="h4"
          component="h1"
          data-testid="candidate-name"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {candidate.fullName}
        </Typography>
        <CandidateStatus candidate={candidate} />
        {candidate.rejectionReason && (
          <Typography color="error" data-testid="candidate-rejection-reason">
            Not selected: {candidate.rejectionReason}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="candidate-actions">
        <Button
          variant="contained"
          disabled={!inProgress || next === null}
          onClick={() => setAction('next')}
          data-testid="candidate-next-stage"
        >
          Move to next stage
        </Button>
        <Button
          variant="outlined"
          disabled={!inProgress}
          onClick={() => setAction('stage')}
          data-testid="candidate-move"
        >
          Move to stage
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={!inProgress}
          onClick={() => setAction('reject')}
          data-testid="candidate-reject"
        >
          Reject
        </Button>
        <Button
          variant="outlined"
          color="success"
          disabled={candidate.status === ApplicationStatus.REJECTED}
          onClick={() => setAction('place')}
          data-testid="candidate-place"
        >
          Record placement
        </Button>
      </Stack>
      <Section title="Candidate">
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {candidate.email}
          </Typography>
          <Typography variant="body2">{candidate.mobile}</Typography>
          <Typography variant="body2">Applied {formatDate(candidate.appliedOn)}</Typography>
        </Stack>
        <CandidateFigures candidate={candidate} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {candidate.certificates.map((name) => (
            <Chip key={name} size="small" label={name} />
          ))}
        </Stack>
      </Section>
      <Section title="Questionnaire answers">
        <Answers candidate={candidate} />
      </Section>
      <Section title="History">
        <History applicationId={candidate.applicationId} partyId={candidate.partyId} />
      </Section>
      <Section title="Placement history">
        <CandidatePlacementHistory partyId={candidate.partyId} />
      </Section>
      <StaffCandidateExtras candidate={candidate} stages={stages} />
      <CandidateActionDialog
        action={action}
        candidate={candidate}
        stages={stages}
        reasons={lookups.data?.staffJobLookups.rejectionReasons ?? []}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import type { CandidateFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDate, formatPrice } from '../../../shared/format';
import { applicationStatusColor } from '../jobs-format';
import { STATUS_LABEL } from './staff-candidate-search';

/** A score as a whole percent; a learner who has not taken FEAT (or does not hold CFX) reads so. */
export const formatScore = (value: number | null, missing: string): string =>
  value === null ? missing : `${Math.round(value)}%`;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack spacing={0} sx={{ minWidth: 96 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="span" data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * The candidate's scores, as the card and the candidate page show them, and once placed what was
 * recorded: the joining date and the annual CTC (issue 28 item 9: recorded, then never shown).
 */
export function CandidateFigures({ candidate }: { candidate: CandidateFieldsFragment }) {
  const { placement } = candidate;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
      {placement && (
        <>
          <Figure
            label="Joining date"
            value={formatDate(placement.joiningDate)}
            testId="candidate-placement-joining"
          />
          <Figure label="Annual CTC" value={formatPrice(placement.ctc)} testId="candidate-placement-ctc" />
        </>
      )}
      <Figure
        label="FEAT score"
        value={formatScore(candidate.featScore, 'Not taken')}
        testId="candidate-feat"
      />
      <Figure
        label="CFX progress"
        value={formatScore(candidate.cfxProgress, 'Not enrolled')}
        testId="candidate-cfx"
      />
      <Figure
        label="Employability Score"
        value={formatScore(candidate.employabilityScore, '0%')}
        testId="candidate-employability"
      />
    </Stack>
  );
}

export function CandidateStatus({ candidate }: { candidate: CandidateFieldsFragment }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
      {/* A placed candidate stands at the Placed stage with the status Placed: one chip, not two alike. */}
      {candidate.stageName !== STATUS_LABEL[candidate.status] && (
        <Chip size="small" variant="outlined" label={candidate.stageName} data-testid="candidate-stage" />
      )}
      <Chip
        size="small"
        label={STATUS_LABEL[candidate.status]}
        color={applicationStatusColor(candidate.status)}
        data-testid="candidate-status"
      />
    </Stack>
  );
}

interface CardProps {
  jobId: number;
  candidate: CandidateFieldsFragment;
  /** In the cross-job list: name the job applied for. */
  showJob?: boolean;
}

/** One applicant in a candidate list, with a link to their page. */
export function CandidateCard({ jobId, candidate, showJob = false }: CardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid="staff-candidate"
      data-application-id={candidate.applicationId}
    >
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography
              variant="h6"
              component="h3"
              data-testid="candidate-name"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {candidate.fullName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {showJob ? `${candidate.jobTitle} · ` : ''}Applied {formatDate(candidate.appliedOn)}
            </Typography>
          </Stack>
          <CandidateStatus candidate={candidate} />
        </Stack>
        <CandidateFigures candidate={candidate} />
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          data-testid="candidate-certificates"
        >
          {candidate.certificates.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No certificates yet
            </Typography>
          ) : (
            candidate.certificates.map((name) => <Chip key={name} size="small" label={name} />)
          )}
        </Stack>
        <Button
          component={RouterLink}
          to={ClientRoute.candidateDetails(jobId, candidate.applicationId)}
          sx={{ alignSelf: 'flex-start' }}
          aria-label={`View candidate ${candidate.fullName}`}
          data-testid="candidate-link"
        >
          View candidate
        </Button>
      </Stack>
    </Paper>
  );
}

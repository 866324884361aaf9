import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { ClientRoute } from '@finx/domain';
import { useCandidatePlacementHistoryQuery, useJobPlacementsQuery } from '../../../graphql/generated/hooks';
import { formatDate, formatPrice } from '../../../shared/format';

/**
 * A job's placements (`001 §7` getAllPlacementByDetails): who joined, when and at what CTC. Hidden until
 * the first placement, as an empty heading would only push the candidates down.
 */
export function JobPlacements({ jobId }: { jobId: number }) {
  const { data } = useJobPlacementsQuery({ variables: { jobId }, fetchPolicy: 'cache-and-network' });
  const placements = data?.jobPlacements ?? [];
  if (placements.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="staff-job-placements">
      <Typography variant="h5" component="h2">
        Placements
      </Typography>
      {placements.map((placement) => (
        <Paper
          key={placement.applicationId}
          variant="outlined"
          sx={{ p: 2 }}
          data-testid="staff-job-placement"
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
            <Link
              component={RouterLink}
              to={ClientRoute.candidateDetails(jobId, placement.applicationId)}
              sx={{ fontWeight: 600, minWidth: 180 }}
            >
              {placement.fullName}
            </Link>
            <Typography>Joins {formatDate(placement.joiningDate)}</Typography>
            <Typography>{formatPrice(placement.ctc)} a year</Typography>
            <Typography color="text.secondary">Recorded {formatDate(placement.recordedAt)}</Typography>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The learner's placements through FinX across jobs (`001 §7` placementHistory), on a candidate's page:
 * what they joined before or beside this job. Says so when there is none.
 */
export function CandidatePlacementHistory({ partyId }: { partyId: number }) {
  const { data, loading } = useCandidatePlacementHistoryQuery({
    variables: { partyId },
    fetchPolicy: 'cache-and-network',
  });
  const placements = data?.candidatePlacementHistory ?? [];
  if (loading && !data) return <Skeleton variant="rounded" height={56} />;
  if (placements.length === 0) {
    return <Typography color="text.secondary">No placements through FinX yet.</Typography>;
  }
  return (
    <Stack spacing={1} data-testid="candidate-placement-history">
      {placements.map((placement) => (
        <Stack
          key={placement.applicationId}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 3 }}
          data-testid="candidate-placement"
        >
          <Link
            component={RouterLink}
            to={ClientRoute.candidateDetails(placement.jobId, placement.applicationId)}
            sx={{ fontWeight: 600, minWidth: 180 }}
          >
            {placement.jobTitle} · {placement.corporateName}
          </Link>
          <Typography>Joins {formatDate(placement.joiningDate)}</Typography>
          <Typography>{formatPrice(placement.ctc)} a year</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { parseEntityId } from '@finx/domain';
import type { CollegeCandidatesQuery } from '../../../graphql/generated/graphql';
import {
  useCollegeApplicationHistoryQuery,
  useCollegeCandidatesQuery,
} from '../../../graphql/generated/hooks';
import { formatDate } from '../../../shared/format';
import { useSearchUpdate } from '../../../shared/use-search-update';
import { applicationStatusColor } from '../jobs-format';
import { STATUS_LABEL } from '../staff-candidates/staff-candidate-search';

export const COLLEGE_PAGE_SIZE = 10;
export const NO_COLLEGE_APPLICANTS_TEXT = 'None of your students has applied for a job yet.';
const PAGE_PARAM = 'page';

type Applicant = CollegeCandidatesQuery['collegeCandidates']['items'][number];

/**
 * A stage whose name is the status's own word (the Placed stage, status Placed) is said once, as on the
 * staff candidate page: 'Placed', not 'Placed · Placed' or two Placed chips.
 */
const repeatsStatus = (stageName: string, status: Applicant['status']): boolean =>
  STATUS_LABEL[status] === stageName;

/** One application's moves, oldest first, read only when the officer opens it. */
function HistoryDialog({ applicant, onClose }: { applicant: Applicant | null; onClose: () => void }) {
  const { data, loading } = useCollegeApplicationHistoryQuery({
    variables: { applicationId: applicant?.applicationId ?? 0 },
    skip: applicant === null,
  });
  const entries = data?.collegeApplicationHistory ?? [];
  return (
    <Dialog open={applicant !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {applicant?.fullName} · {applicant?.jobTitle}
      </DialogTitle>
      <DialogContent>
        {loading && !data ? (
          <Skeleton variant="rounded" height={80} />
        ) : (
          <List dense data-testid="college-history">
            {entries.map((entry, index) => (
              <ListItem key={`${entry.at}-${index}`} disableGutters>
                <ListItemText
                  primary={
                    repeatsStatus(entry.stageName, entry.status)
                      ? entry.stageName
                      : `${entry.stageName} · ${STATUS_LABEL[entry.status]}`
                  }
                  secondary={[formatDate(entry.at), entry.reason].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The college officer's applicants (`collegeCandidates`): their students' applications across jobs,
 * newest first, with the stage and status, and each one's history. Shown on /collegeDashboard, since
 * the spec's route table gives the officer /collegeDashboard and /collegeProfile only.
 */
export function CollegeApplicants() {
  const [search, update] = useSearchUpdate();
  const page = parseEntityId(search.get(PAGE_PARAM)) ?? 1;
  const [opened, setOpened] = useState<Applicant | null>(null);
  const { data, loading } = useCollegeCandidatesQuery({
    variables: { jobId: null, page, pageSize: COLLEGE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.collegeCandidates.items ?? [];
  const total = data?.collegeCandidates.total ?? 0;
  const pages = Math.ceil(total / COLLEGE_PAGE_SIZE);
  return (
    <Stack
      spacing={2}
      data-testid="college-applicants"
      component="section"
      aria-labelledby="college-applicants-title"
    >
      <Typography variant="h5" component="h2" id="college-applicants-title">
        Applicants
      </Typography>
      {loading && !data ? (
        <Skeleton variant="rounded" height={120} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{NO_COLLEGE_APPLICANTS_TEXT}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="college-applicants-total">
            {total} {total === 1 ? 'application' : 'applications'}
          </Typography>
          {items.map((applicant) => (
            <Paper key={applicant.id} variant="outlined" sx={{ p: 2 }} data-testid="college-applicant">
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
              >
                <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                    {applicant.fullName}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere' }}
                    data-testid="college-applicant-job"
                  >
                    {applicant.jobTitle}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Applied {formatDate(applicant.appliedOn)}
                    {applicant.rejectionReason ? ` · ${applicant.rejectionReason}` : ''}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                  {!repeatsStatus(applicant.stageName, applicant.status) && (
                    <Chip
                      size="small"
                      variant="outlined"
                      label={applicant.stageName}
                      data-testid="college-applicant-stage"
                    />
                  )}
                  <Chip
                    size="small"
                    label={STATUS_LABEL[applicant.status]}
                    color={applicationStatusColor(applicant.status)}
                  />
                  <Button
                    size="small"
                    onClick={() => setOpened(applicant)}
                    aria-label={`History of ${applicant.fullName}'s application for ${applicant.jobTitle}`}
                    data-testid="college-applicant-history"
                  >
                    History
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          onChange={(_, next) =>
            update((params) =>
              next === 1 ? params.delete(PAGE_PARAM) : params.set(PAGE_PARAM, String(next)),
            )
          }
          siblingCount={0}
          sx={{ alignSelf: 'center' }}
        />
      )}
      <HistoryDialog applicant={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { ApplicationStatus, ClientRoute, parseEntityId } from '@finx/domain';
import type {
  AppliedJobFieldsFragment,
  InterviewInvitationFieldsFragment,
} from '../../../graphql/generated/graphql';
import { useMyApplicationsQuery, useMyInterviewInvitationsQuery } from '../../../graphql/generated/hooks';
import { formatDate } from '../../../shared/format';
import { useSearchUpdate } from '../../../shared/use-search-update';
import { InvitationPanel } from './applied-job-invitation';
import { APPLICATION_PROGRESS_LABEL, APPLICATION_STATUS_LABEL, applicationStatusColor } from '../jobs-format';

export const APPLIED_PAGE_SIZE = 10;
export const NO_APPLICATIONS_TEXT = 'You have not applied for any job yet.';
const PAGE_PARAM = 'page';

/**
 * The pipeline as a stepper: reached stages done; a rejection marks the stage the application stood at
 * (the last one reached) as failed, and the reason shows under the stepper.
 */
function Pipeline({ application }: { application: AppliedJobFieldsFragment }) {
  const reached = application.stages.filter((stage) => stage.reachedOn !== null).length;
  const rejected = application.status === ApplicationStatus.REJECTED;
  const active = reached - 1;
  // Seven stages do not fit side by side on a phone: there they run down the card.
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Stepper
      activeStep={active}
      alternativeLabel={!narrow}
      orientation={narrow ? 'vertical' : 'horizontal'}
      data-testid="application-stages"
      sx={{ pb: 1, '& .MuiStepLabel-label': { fontSize: '0.75rem' } }}
    >
      {application.stages.map((stage, index) => {
        const failed = rejected && index === active;
        const done = stage.reachedOn !== null;
        return (
          <Step key={`${stage.name}-${index}`} completed={done && !failed} data-testid="application-stage">
            <StepLabel
              error={failed}
              data-reached={done}
              optional={
                failed ? (
                  <Typography variant="caption" color="error">
                    Not selected
                  </Typography>
                ) : stage.reachedOn ? (
                  <Typography variant="caption">{formatDate(stage.reachedOn)}</Typography>
                ) : undefined
              }
            >
              {stage.name}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}

function ApplicationCard({
  application,
  invitations,
}: {
  application: AppliedJobFieldsFragment;
  invitations: readonly InterviewInvitationFieldsFragment[];
}) {
  const { job } = application;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="application" data-job-id={job.jobId}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={ClientRoute.job(job.jobId)}
              variant="h6"
              sx={{ overflowWrap: 'anywhere' }}
              data-testid="application-title"
            >
              {job.title}
            </Link>
            <Typography data-testid="application-corporate">{job.corporateName}</Typography>
            <Typography variant="body2" color="text.secondary">
              Applied on {formatDate(application.appliedOn)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <Chip
              color={applicationStatusColor(application.status)}
              label={APPLICATION_PROGRESS_LABEL[application.status]}
              data-testid="application-status"
            />
            <Chip
              variant="outlined"
              label={application.currentStage}
              data-testid="application-current-stage"
            />
          </Stack>
        </Stack>
        <Pipeline application={application} />
        {invitations.map((invitation) => (
          <InvitationPanel
            key={invitation.id}
            invitation={invitation}
            open={application.status === ApplicationStatus.IN_PROGRESS}
          />
        ))}
        {application.rejectionReason && (
          <Typography color="error" data-testid="application-rejection-reason">
            Reason: {application.rejectionReason}
          </Typography>
        )}
        <details>
          <summary>
            <Typography component="span" variant="body2">
              History
            </Typography>
          </summary>
          <List dense data-testid="application-history">
            {application.history.map((entry, index) => (
              <ListItem key={`${entry.at}-${index}`} disableGutters>
                <ListItemText
                  primary={`${entry.stageName}${entry.status === ApplicationStatus.IN_PROGRESS ? '' : ` · ${APPLICATION_STATUS_LABEL[entry.status]}`}`}
                  secondary={[formatDate(entry.at), entry.reason].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </details>
      </Stack>
    </Paper>
  );
}

/**
 * /jobs/applied: the learner's applications, newest first, each with its stages, its interview
 * invitations (answered here) and history; paged.
 */
export default function AppliedJobsPage() {
  const [search, update] = useSearchUpdate();
  const page = parseEntityId(search.get(PAGE_PARAM)) ?? 1;
  const { data, loading } = useMyApplicationsQuery({
    variables: { page, pageSize: APPLIED_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The invitations are a query beside the list (the list's contract stays as it is), joined here.
  const invited = useMyInterviewInvitationsQuery({ fetchPolicy: 'cache-and-network' });
  const invitationsOf = (applicationId: number) =>
    (invited.data?.myInterviewInvitations ?? []).filter(
      (invitation) => invitation.applicationId === applicationId,
    );
  const items = data?.myApplications.items ?? [];
  const pages = Math.ceil((data?.myApplications.total ?? 0) / APPLIED_PAGE_SIZE);
  return (
    <Stack spacing={3} data-testid="applied-jobs-page" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Applied jobs
        </Typography>
        <Button
          component={RouterLink}
          to={ClientRoute.jobs()}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Find more jobs
        </Button>
      </Stack>
      {loading && items.length === 0 ? (
        <Skeleton variant="rounded" height={200} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" data-testid="applications-empty">
          {NO_APPLICATIONS_TEXT}
        </Typography>
      ) : (
        <Stack spacing={2} data-testid="applications">
          {items.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              invitations={invitationsOf(application.applicationId)}
            />
          ))}
        </Stack>
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
          sx={{ alignSelf: 'center' }}
          siblingCount={0}
          data-testid="applications-pagination"
        />
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ClientRoute, parseEntityId } from '@finx/domain';
import { FullScreenLoader } from '../../../shared/full-screen-loader';
import { useSnackbar } from '../../../shared/toast';
import { useFocusFirstError } from '../../../shared/use-focus-first-error';
import type { StaffJobFieldsFragment } from '../../../graphql/generated/graphql';
import {
  useCreateJobMutation,
  useStaffJobFormOptionsQuery,
  useStaffJobLookupsQuery,
  useStaffJobQuery,
  useUpdateJobMutation,
} from '../../../graphql/generated/hooks';
import { applyUserErrors, type UserErrorLike } from '../../../graphql/use-operation';
import {
  draftOf,
  inputOf,
  jobValues,
  newJobValues,
  validateJob,
  type JobFormValues,
} from './staff-job-draft';
import { JobFields, type JobFormChoices } from './staff-job-form';
import { useCorporateOptions } from './staff-job-options';
import { QuestionsEditor } from './staff-job-questions-editor';
import { StagesEditor } from './staff-job-stages-editor';

export const JOB_CREATED_TEXT = 'Job posted';
export const JOB_UPDATED_TEXT = 'Job saved';
export const JOB_NOT_FOUND_TEXT = 'This job does not exist.';

interface FormProps {
  job: StaffJobFieldsFragment | null;
  choices: JobFormChoices;
}

function JobForm({ job, choices }: FormProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [formErrors, setFormErrors] = useState<UserErrorLike[]>([]);
  // The saved job comes back whole and updates its cached record; the lists and counts are refetched
  // once it is saved (a refused draft changed nothing).
  const [createJob] = useCreateJobMutation({
    refetchQueries: ({ data }) => (data?.createJob.job ? ['StaffJobs'] : []),
  });
  const [updateJob] = useUpdateJobMutation({
    refetchQueries: ({ data }) => (data?.updateJob.job ? ['StaffJobs', 'JobStageCounts'] : []),
  });
  // Answers refer to the questions: once anyone applied the server keeps them, so they are not sent.
  const frozen = (job?.applicantTotal ?? 0) > 0;
  const holding = (name: string) => {
    const stage = job?.stages.find((saved) => saved.name.trim().toLowerCase() === name.trim().toLowerCase());
    return stage ? stage.inProgress + stage.rejected : 0;
  };

  const form = useFormik<JobFormValues>({
    initialValues: job ? jobValues(job) : newJobValues(choices.lookups.interviewStages),
    validate: validateJob(!frozen),
    onSubmit: async (values, helpers) => {
      setFormErrors([]);
      const input = inputOf(draftOf(values, !frozen));
      const result = job
        ? await updateJob({ variables: { input: { ...input, jobId: job.jobId } } })
        : await createJob({ variables: { input } });
      const payload =
        result.data && 'updateJob' in result.data
          ? result.data.updateJob
          : result.data && 'createJob' in result.data
            ? result.data.createJob
            : null;
      if (!payload) return;
      if (payload.userErrors.length > 0) {
        setFormErrors(applyUserErrors(payload.userErrors, helpers, values));
        return;
      }
      if (payload.job) {
        enqueueSnackbar(job ? JOB_UPDATED_TEXT : JOB_CREATED_TEXT, { variant: 'success' });
        navigate(ClientRoute.jobDetails(payload.job.jobId));
      }
    },
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, formRef);

  return (
    <Paper
      ref={formRef}
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="staff-job-form"
    >
      <Stack spacing={3}>
        {formErrors.map((error) => (
          <Alert key={`${error.code}-${error.message}`} severity="error" data-testid="staff-job-form-error">
            {error.message}
          </Alert>
        ))}
        <JobFields form={form} choices={choices} />
        <Divider />
        <StagesEditor
          stages={form.values.stages}
          error={typeof form.errors.stages === 'string' ? form.errors.stages : undefined}
          onChange={(stages) => void form.setFieldValue('stages', stages)}
          holding={job ? holding : undefined}
        />
        <Divider />
        <QuestionsEditor
          questions={form.values.questions}
          answerTypes={choices.lookups.answerTypes}
          errors={form.submitCount > 0 ? form.errors.questions : undefined}
          frozen={frozen}
          onChange={(questions) => void form.setFieldValue('questions', questions)}
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={job ? ClientRoute.jobDetails(job.jobId) : ClientRoute.jobList()}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting} data-testid="staff-job-save">
            {job ? 'Save job' : 'Post job'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * /add-job and /edit-job/:id (`001 §2`, admin or ops): one form for a job, its pipeline and its
 * questionnaire, checked by the domain's draft rules; the server's refusals land on their fields.
 */
export default function StaffJobFormPage() {
  const { id } = useParams();
  const jobId = id === undefined ? null : parseEntityId(id);
  const editing = id !== undefined;
  const lookups = useStaffJobLookupsQuery();
  const options = useStaffJobFormOptionsQuery();
  const { corporates, loading: corporatesLoading } = useCorporateOptions();
  const saved = useStaffJobQuery({
    variables: { jobId: jobId ?? 0 },
    skip: jobId === null,
    fetchPolicy: 'network-only',
  });

  const loading =
    (lookups.loading && !lookups.data) ||
    (options.loading && !options.data) ||
    corporatesLoading ||
    (saved.loading && !saved.data);
  if (loading) return <FullScreenLoader />;
  const job = saved.data?.staffJob ?? null;
  const title = editing ? 'Edit Job' : 'Add Job';

  return (
    <Stack spacing={3} data-testid="staff-job-form-page" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {job && <Chip label={job.open ? 'Open' : 'Closed'} color={job.open ? 'success' : 'default'} />}
        {/* Admin has no /jobDetails (ops only in `001 §2`): the job's reports are reached from here. */}
        {job && (
          <Button
            component={RouterLink}
            to={ClientRoute.jobReports(job.jobId)}
            data-testid="staff-job-form-reports"
          >
            Reports
          </Button>
        )}
      </Stack>
      {editing && !job && <Alert severity="warning">{JOB_NOT_FOUND_TEXT}</Alert>}
      {lookups.data && (!editing || job) && (
        <JobForm
          key={job?.id ?? 'new'}
          job={job}
          choices={{
            lookups: lookups.data.staffJobLookups,
            corporates,
            locations: options.data?.locations ?? [],
            courses: options.data?.courses.items ?? [],
          }}
        />
      )}
    </Stack>
  );
}

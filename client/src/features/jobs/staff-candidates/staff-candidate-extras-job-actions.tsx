import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import ShareIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Text, checkReferralEmail } from '@finx/domain';
import { useSnackbar } from '../../../shared/toast';
import { CandidatesExportLinkDocument } from '../../../graphql/generated/operations/CandidatesExportLink';
import type { StaffJobFieldsFragment } from '../../../graphql/generated/graphql';
import { useReferJobMutation } from '../../../graphql/generated/hooks';
import { applyUserErrors, type UserErrorLike } from '../../../graphql/use-operation';
import { openDownload } from '../../documents/document-list';

export const REFERRED_TEXT = (email: string) => `Job referred to ${email}`;

/** Mail the job's page to an address (once per address; a closed job is refused by the server). */
function ReferDialog({
  job,
  open,
  onClose,
}: {
  job: StaffJobFieldsFragment;
  open: boolean;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [refer] = useReferJobMutation();
  const [refusals, setRefusals] = useState<UserErrorLike[]>([]);
  const form = useFormik({
    initialValues: { email: '' },
    validate: (values) => {
      const message = checkReferralEmail(values.email);
      return message === null ? {} : { email: message };
    },
    onSubmit: async (values, helpers) => {
      setRefusals([]);
      const email = values.email.trim();
      const { data } = await refer({ variables: { input: { jobId: job.jobId, email } } });
      const userErrors = data?.referJob.userErrors;
      if (userErrors === undefined) return; // a failure the app has already shown
      if (userErrors.length > 0) {
        setRefusals(applyUserErrors(userErrors, helpers, values));
        return;
      }
      enqueueSnackbar(REFERRED_TEXT(email), { variant: 'success' });
      close();
    },
  });
  const close = () => {
    setRefusals([]);
    form.resetForm();
    onClose();
  };
  const shown = (form.touched.email || form.submitCount > 0) && Boolean(form.errors.email);
  return (
    <Dialog open={open} onClose={form.isSubmitting ? undefined : close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={form.handleSubmit} data-testid="refer-dialog">
        <DialogTitle>Refer by e-mail</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              The address gets a link to {job.title} on the learners&apos; site.
            </DialogContentText>
            {refusals.map((refusal) => (
              <Alert key={refusal.message} severity="error" data-testid="refer-error">
                {refusal.message}
              </Alert>
            ))}
            <TextField
              name="email"
              type="email"
              label="E-mail address"
              fullWidth
              value={form.values.email}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              error={shown}
              helperText={shown ? form.errors.email : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'refer-email' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={form.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting} data-testid="refer-confirm">
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * Refer by e-mail and Export candidates, on a job's details. The export is a plain navigation to a
 * signed link, as a document download is; the download answers 404 'No record found' for a job with
 * no applicants, which would leave the page, so a job whose applicant total is 0 is not asked for a
 * link: the spec's message shows as a toast instead (`001 §8`).
 */
export function StaffCandidateExtrasJobActions({ job }: { job: StaffJobFieldsFragment }) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [referring, setReferring] = useState(false);
  const [exporting, setExporting] = useState(false);

  const exportCandidates = async () => {
    if (job.applicantTotal === 0) {
      enqueueSnackbar(Text.NO_RECORD_FOUND, { variant: 'info' });
      return;
    }
    setExporting(true);
    try {
      // Never from the cache: a link works for a few minutes only.
      const { data } = await client.query({
        query: CandidatesExportLinkDocument,
        variables: { jobId: job.jobId },
        fetchPolicy: 'network-only',
      });
      const url = data?.candidatesExportLink?.url;
      if (url) openDownload(url);
      else enqueueSnackbar(Text.NO_RECORD_FOUND, { variant: 'info' });
    } catch {
      enqueueSnackbar('The export could not be prepared. Please try again.', { variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<ShareIcon />}
          disabled={!job.open}
          onClick={() => setReferring(true)}
          data-testid="staff-job-refer"
        >
          Refer by e-mail
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={exporting}
          onClick={() => void exportCandidates()}
          data-testid="staff-job-export"
        >
          Export candidates
        </Button>
      </Stack>
      <ReferDialog job={job} open={referring} onClose={() => setReferring(false)} />
    </>
  );
}

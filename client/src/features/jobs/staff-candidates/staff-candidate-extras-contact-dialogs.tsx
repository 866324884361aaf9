import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import type { FormikErrors } from 'formik';
import {
  EMAIL_BODY_MAX,
  StaffCandidateExtrasMessage,
  MESSAGE_SUBJECT_MAX,
  MessageChannel,
  SMS_BODY_MAX,
  checkCandidateMessage,
  checkInterviewInvite,
} from '@finx/domain';
import { useInviteToInterviewMutation, useMessageCandidateMutation } from '../../../graphql/generated/hooks';
import {
  DialogShell,
  ExtraDoneText,
  PickStageText,
  useExtraForm,
  type DialogProps,
} from './staff-candidate-extras-dialogs';
import type { StaffStage } from '../staff-jobs/staff-jobs.types';
import { StageSelect } from './staff-candidate-stage-select';

/** An e-mail (subject and body) or an SMS (body of at most 320 characters) to the candidate. */
export function MessageDialog({ open, candidate, onClose }: DialogProps) {
  const [send] = useMessageCandidateMutation();
  const { form, refusals, close, field } = useExtraForm(
    { channel: MessageChannel.EMAIL as string, subject: '', body: '' },
    (values) => {
      const errors: FormikErrors<typeof values> = {};
      const sms = values.channel === MessageChannel.SMS;
      const message = checkCandidateMessage({
        channel: sms ? MessageChannel.SMS : MessageChannel.EMAIL,
        subject: sms ? null : values.subject,
        body: values.body,
      });
      if (message === StaffCandidateExtrasMessage.SUBJECT) errors.subject = message;
      else if (message !== null) errors.body = message;
      return errors;
    },
    (values) => async () => {
      const sms = values.channel === MessageChannel.SMS;
      const input = {
        applicationId: candidate.applicationId,
        channel: sms ? MessageChannel.SMS : MessageChannel.EMAIL,
        subject: sms ? null : values.subject.trim(),
        body: values.body.trim(),
      };
      return (await send({ variables: { input } })).data?.messageCandidate.userErrors;
    },
    ExtraDoneText.message,
    onClose,
  );
  const sms = form.values.channel === MessageChannel.SMS;
  const max = sms ? SMS_BODY_MAX : EMAIL_BODY_MAX;
  const body = field('body');
  return (
    <DialogShell
      open={open}
      title="Message candidate"
      testId="message-dialog"
      submitting={form.isSubmitting}
      refusals={refusals}
      onSubmit={form.submitForm}
      onClose={close}
    >
      <RadioGroup
        row
        name="channel"
        value={form.values.channel}
        onChange={form.handleChange}
        aria-label="Send as"
        aria-describedby={form.errors.channel ? 'message-channel-error' : undefined}
      >
        <FormControlLabel
          value={MessageChannel.EMAIL}
          control={<Radio />}
          label={`E-mail to ${candidate.email}`}
        />
        <FormControlLabel
          value={MessageChannel.SMS}
          control={<Radio />}
          label={`SMS to ${candidate.mobile || 'no mobile number'}`}
          data-testid="message-channel-sms"
        />
      </RadioGroup>
      {/* The server's refusal of the channel (no mobile number for an SMS) lands here. */}
      {form.errors.channel && (
        <FormHelperText error id="message-channel-error" data-testid="message-channel-error">
          {form.errors.channel}
        </FormHelperText>
      )}
      {!sms && (
        <TextField
          {...field('subject')}
          label="Subject"
          fullWidth
          slotProps={{ htmlInput: { maxLength: MESSAGE_SUBJECT_MAX, 'data-testid': 'message-subject' } }}
        />
      )}
      <TextField
        {...body}
        label="Message"
        multiline
        minRows={sms ? 3 : 6}
        fullWidth
        helperText={body.helperText ?? `${form.values.body.length}/${max}`}
        slotProps={{ htmlInput: { maxLength: max, 'data-testid': 'message-body' } }}
      />
    </DialogShell>
  );
}

/** Invite the candidate to an interview stage at a future time; again reschedules and clears the answer. */
export function InviteDialog({
  open,
  candidate,
  stages,
  onClose,
}: DialogProps & { stages: readonly StaffStage[] }) {
  const [invite] = useInviteToInterviewMutation();
  const interviews = stages.filter((stage) => stage.kind === 'INTERVIEW');
  const { form, refusals, close, field } = useExtraForm(
    { stageId: '', scheduledAt: '', details: '' },
    (values) => {
      const errors: FormikErrors<typeof values> = {};
      if (values.stageId === '') errors.stageId = PickStageText;
      // datetime-local has no offset: dayjs reads it in the browser's zone and writes the offset.
      const at = values.scheduledAt === '' ? '' : dayjs(values.scheduledAt).format();
      const message = checkInterviewInvite(at, values.details, new Date());
      if (message === StaffCandidateExtrasMessage.INTERVIEW_TIME) errors.scheduledAt = message;
      else if (message !== null) errors.details = message;
      return errors;
    },
    (values) => async () => {
      const input = {
        applicationId: candidate.applicationId,
        stageId: Number(values.stageId),
        scheduledAt: dayjs(values.scheduledAt).format(),
        details: values.details.trim(),
      };
      return (await invite({ variables: { input } })).data?.inviteToInterview.userErrors;
    },
    ExtraDoneText.invite,
    onClose,
  );
  return (
    <DialogShell
      open={open}
      title="Invite to interview"
      testId="invite-dialog"
      submitting={form.isSubmitting}
      refusals={refusals}
      onSubmit={form.submitForm}
      onClose={close}
    >
      <StageSelect
        {...field('stageId')}
        label="Interview stage"
        stages={interviews}
        emptyText="This job's pipeline has no interview stage."
        testId="invite-stage-select"
      />
      <TextField
        {...field('scheduledAt')}
        type="datetime-local"
        label="Date and time"
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'invite-at' } }}
      />
      <TextField
        {...field('details')}
        label="Place or link"
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'invite-details' } }}
      />
    </DialogShell>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MessagingMessage, UserStanding } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import type { MessagingKind } from '../../graphql/generated/graphql';
import {
  useRolesQuery,
  useSaveMessageDraftMutation,
  useSendMessageMutation,
  useStaffMessageQuery,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import {
  type ComposeValues,
  composeInputOf,
  composeValuesOf,
  emptyCompose,
  validateCompose,
} from './compose-form';
import { KIND_LABEL } from './messaging-paths';
import { CollegePicker, CoursePicker } from './recipient-pickers';
import { fieldError, formikTextField } from '../../shared/formik-text-field';

export interface ComposePageProps {
  title: string;
  /** The kinds this screen sends; more than one offers a choice (the notification manager). */
  kinds: readonly MessagingKind[];
  /** The list its messages show in, linked from the page so it is one click away. */
  listPath: string;
  listLabel: string;
}

const positiveId = (raw: string | null): number | null => {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * /my-inbox-create, /adminalert, /adminnotification and /send-mail (issue 13 item 6): compose, save a
 * draft (resumed with `?id=`), or send to the chosen party ids and/or every user matching the filters.
 * After sending, the sender reads how many received it and how many were skipped and why.
 */
export function ComposePage({ title, kinds, listPath, listLabel }: ComposePageProps) {
  const [search, setSearch] = useSearchParams();
  const draftId = positiveId(search.get('id'));
  const { data: draftData } = useStaffMessageQuery({
    variables: { messageId: draftId ?? 0 },
    skip: draftId === null,
    fetchPolicy: 'network-only',
  });
  const draft = draftData?.staffMessage?.status === 'DRAFT' ? draftData.staffMessage : null;
  // Kept here: sending a resumed draft clears `?id=`, which remounts the form below.
  const [summary, setSummary] = useState<string | null>(null);
  // Keyed by the draft, so resuming one fills the form afresh.
  return (
    <ComposeForm
      key={draft?.id ?? 'new'}
      {...{ title, kinds, draftId, setSearch, listPath, listLabel, summary, setSummary }}
      draft={draft}
    />
  );
}

interface ComposeFormProps extends ComposePageProps {
  draftId: number | null;
  draft: Parameters<typeof composeValuesOf>[0] | null;
  setSearch: ReturnType<typeof useSearchParams>[1];
  summary: string | null;
  setSummary: (summary: string | null) => void;
}

function ComposeForm(props: ComposeFormProps) {
  const { title, kinds, draftId, draft, setSearch, listPath, listLabel, summary, setSummary } = props;
  const { enqueueSnackbar } = useSnackbar();
  const { data: rolesData } = useRolesQuery({ skip: !kinds.includes('MAIL') });
  const [saveDraft] = useSaveMessageDraftMutation({ refetchQueries: ['StaffMessages'] });
  const [send] = useSendMessageMutation({ refetchQueries: ['StaffMessages'] });
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<ComposeValues>({
    initialValues: draft ? composeValuesOf(draft) : emptyCompose(kinds[0] ?? 'ALERT'),
    validate: validateCompose,
    onSubmit: () => undefined,
  });

  const run = async (action: 'draft' | 'send') => {
    setSummary(null);
    setProblem(null);
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      void formik.setTouched({ subject: true, partyIds: true, collegeId: true, productId: true });
      return;
    }
    formik.setSubmitting(true);
    try {
      const input = composeInputOf(formik.values, draft ? draftId : null);
      const { data } =
        action === 'draft' ? await saveDraft({ variables: { input } }) : await send({ variables: { input } });
      const payload = data && ('saveMessageDraft' in data ? data.saveMessageDraft : data.sendMessage);
      if (!payload) return;
      const unplaced = applyUserErrors(payload.userErrors, formik, formik.values);
      if (unplaced.length > 0) setProblem(unplaced.map((error) => error.message).join(' '));
      const message = payload.message;
      if (!message) return;
      if (action === 'draft') {
        enqueueSnackbar(MessagingMessage.DRAFT_SAVED, { variant: 'success' });
        setSearch({ id: String(message.messageId) }, { replace: true });
        return;
      }
      enqueueSnackbar(MessagingMessage.SENT, { variant: 'success' });
      setSummary(message.summary);
      formik.resetForm({ values: emptyCompose(formik.values.kind) });
      setSearch({}, { replace: true });
    } finally {
      formik.setSubmitting(false);
    }
  };

  const errorOf = (name: keyof ComposeValues) => fieldError(formik, name);
  const field = (name: keyof ComposeValues, testId: string) => formikTextField(formik, name, testId);
  const isMail = formik.values.kind === 'MAIL';

  return (
    <Stack spacing={3} data-testid="compose-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Button component={RouterLink} to={listPath} data-testid="compose-list-link">
          {listLabel}
        </Button>
      </Stack>
      {draft && (
        <Alert severity="info" data-testid="compose-resumed">
          Resuming draft “{draft.subject}”
        </Alert>
      )}
      {summary && (
        <Alert severity="success" data-testid="compose-summary">
          {summary}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" data-testid="compose-error">
          {problem}
        </Alert>
      )}
      <Stack component="form" noValidate spacing={1} aria-label={title} sx={{ maxWidth: 640 }}>
        {kinds.length > 1 && (
          <TextField
            {...field('kind', 'compose-kind')}
            select
            label="Type"
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'compose-kind' } as object } }}
          >
            {kinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {KIND_LABEL[kind]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField {...field('subject', 'compose-subject')} label={isMail ? 'Subject' : 'Title'} />
        <TextField {...field('body', 'compose-body')} label="Message" multiline minRows={4} />
        <Typography variant="subtitle1" component="h2">
          Recipients
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {isMail
            ? 'Chosen users and/or every user matching all the filters. Users who unsubscribed from mails are skipped.'
            : 'Chosen learners and/or every learner matching all the filters.'}
        </Typography>
        <TextField {...field('partyIds', 'compose-party-ids')} label="Party ids (comma separated)" />
        {isMail && (
          <TextField
            {...field('roleId', 'compose-role')}
            select
            label="Role"
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'compose-role' } as object } }}
          >
            <MenuItem value="">Any role</MenuItem>
            {(rolesData?.roles ?? []).map((role) => (
              <MenuItem key={role.id} value={String(role.roleId)}>
                {role.roleName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <CollegePicker
            value={formik.values.collegeId}
            onChange={(id) => void formik.setFieldValue('collegeId', id)}
            error={errorOf('collegeId')}
            disabled={formik.isSubmitting}
          />
          <CoursePicker
            value={formik.values.productId}
            onChange={(id) => void formik.setFieldValue('productId', id)}
            error={errorOf('productId')}
            disabled={formik.isSubmitting}
          />
        </Stack>
        <TextField
          {...field('status', 'compose-status')}
          select
          label="Account status"
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'compose-status' } as object } }}
        >
          <MenuItem value="">Any status</MenuItem>
          {Object.values(UserStanding).map((status) => (
            <MenuItem key={status} value={status}>
              {status.charAt(0) + status.slice(1).toLowerCase()}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="outlined"
            disabled={formik.isSubmitting}
            onClick={() => void run('draft')}
            data-testid="compose-save-draft"
          >
            Save Draft
          </Button>
          <Button
            variant="contained"
            disabled={formik.isSubmitting}
            onClick={() => void run('send')}
            data-testid="compose-send"
          >
            Send
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

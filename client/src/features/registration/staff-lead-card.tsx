import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useLearnerLeadQuery, useStaffSaveLeadRefMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';
import { useSnackbar } from '../../shared/toast';

export const LEAD_SAVED_TEXT = 'Lead details saved';

/** The campaign fields staff may set, with their labels (`000 §3` leadRegister). */
export const LEAD_FIELDS = [
  ['source', 'Source'],
  ['medium', 'Medium'],
  ['camp', 'Campaign'],
  ['term', 'Term'],
  ['client', 'Client'],
  ['college', 'College'],
  ['location', 'Location'],
  ['reference', 'Reference'],
] as const;
type LeadValues = Record<(typeof LEAD_FIELDS)[number][0], string>;

/**
 * Where the learner came from (/admin-edit-user-profile, admin and ops): the campaign of their entry link
 * (getLeadRegisterDetails), which staff may record or correct for a learner who came another way (a call,
 * a fair) with leadRef/saveLeadRefDetails; an emptied field is cleared.
 */
export function StaffLeadCard({ partyId, userId }: { partyId: number; userId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, refetch } = useLearnerLeadQuery({
    variables: { userId },
    fetchPolicy: 'network-only',
  });
  const [save] = useStaffSaveLeadRefMutation();
  const lead = data?.learnerLead;
  const formik = useFormik<LeadValues>({
    initialValues: Object.fromEntries(LEAD_FIELDS.map(([key]) => [key, lead?.[key] ?? ''])) as LeadValues,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const { data: saved } = await save({ variables: { partyId, input: values } });
      const payload = saved?.staffSaveLeadRef;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.ok) return;
      enqueueSnackbar(LEAD_SAVED_TEXT, { variant: 'success' });
      await refetch();
    },
  });
  if (loading && !data) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }} data-testid="staff-lead">
      <Stack
        component="form"
        noValidate
        spacing={1.5}
        onSubmit={formik.handleSubmit}
        aria-label="Lead source"
      >
        <Typography variant="h6" component="h2">
          Lead source
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="staff-lead-link">
          {lead
            ? `Registered from ${lead.sourceUrl ?? 'an entry link'}${lead.product ? ` for ${lead.product}` : ''}.`
            : 'Registered without an entry link. Record where this learner came from.'}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {LEAD_FIELDS.map(([key, label]) => (
            <TextField
              key={key}
              {...formikTextField(formik, key, `staff-lead-${key}`)}
              label={label}
              size="small"
            />
          ))}
        </Box>
        <Button
          type="submit"
          variant="outlined"
          disabled={formik.isSubmitting || !formik.dirty}
          data-testid="staff-lead-save"
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Save lead source
        </Button>
      </Stack>
    </Paper>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { REFERRALS_PER_DAY, referralSchema, type ReferralValues } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useReferFriendMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';

export const referralSentText = (email: string): string => `Your invitation has been sent to ${email}.`;

/**
 * Refer a friend (`001 §3` refferalMail): the friend's name and e-mail; the server mails the invitation,
 * at most a few a day and once per friend, and its refusals land under the e-mail field or as a toast.
 */
export function ReferralForm() {
  const { enqueueSnackbar } = useSnackbar();
  const [refer] = useReferFriendMutation();
  const formik = useFormik<ReferralValues>({
    initialValues: { friendName: '', friendEmail: '' },
    validationSchema: referralSchema,
    onSubmit: async (values, helpers) => {
      const input = referralSchema.cast(values);
      const { data } = await refer({ variables: { input } });
      const payload = data?.referFriend;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (payload.ok) {
        enqueueSnackbar(referralSentText(input.friendEmail), { variant: 'success' });
        helpers.resetForm();
      }
    },
  });
  const field = (name: keyof ReferralValues) => ({
    ...formikTextField(formik, name),
    size: 'small' as const,
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Stack
        component="form"
        noValidate
        spacing={1}
        onSubmit={formik.handleSubmit}
        aria-labelledby="referral-heading"
        data-testid="referral-form"
      >
        <Typography variant="h6" component="h2" id="referral-heading">
          Refer a friend
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
          Invite a friend to learn with us by e-mail (up to {REFERRALS_PER_DAY} invitations a day).
        </Typography>
        <TextField
          {...field('friendName')}
          label="Friend's name"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'referral-name' } }}
        />
        <TextField
          {...field('friendEmail')}
          label="Friend's e-mail"
          type="email"
          autoComplete="off"
          slotProps={{ htmlInput: { 'data-testid': 'referral-email' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          data-testid="referral-send"
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Send invitation
        </Button>
      </Stack>
    </Paper>
  );
}

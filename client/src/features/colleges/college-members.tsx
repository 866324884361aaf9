import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { CollegeAdminMessage, type CollegeMemberRequest, collegeMemberSchema, RoleId } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import {
  useAddCollegeMemberMutation,
  useCollegeMembersQuery,
  useRemoveCollegeMemberMutation,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { formatDate } from '../../shared/format';

/**
 * A college's members on /edit-college/:id: its officers (TPO) and students, added by e-mail and removed
 * with a confirmation. A college has few enough members to list at once, so this is a plain table.
 */
export function CollegeMembers({ collegeId }: { collegeId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useCollegeMembersQuery({ variables: { collegeId }, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: ['CollegeMembers', 'StaffCollege'] };
  const [add] = useAddCollegeMemberMutation(refetch);
  const [remove, { loading: removing }] = useRemoveCollegeMemberMutation(refetch);
  const [leaving, setLeaving] = useState<{ partyId: number; name: string } | null>(null);
  const members = data?.collegeMembers ?? [];

  const formik = useFormik<CollegeMemberRequest>({
    initialValues: { emailID: '' },
    validationSchema: collegeMemberSchema,
    onSubmit: async (values, helpers) => {
      const input = { emailID: values.emailID.trim() };
      const payload = (await add({ variables: { collegeId, input } })).data?.addCollegeMember;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.ok) return;
      enqueueSnackbar(CollegeAdminMessage.MEMBER_ADDED, { variant: 'success' });
      helpers.resetForm();
    },
  });

  const confirmRemove = async () => {
    if (!leaving) return;
    const payload = (await remove({ variables: { collegeId, partyId: leaving.partyId } })).data
      ?.removeCollegeMember;
    setLeaving(null);
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'error' });
    if (payload.ok) enqueueSnackbar(CollegeAdminMessage.MEMBER_REMOVED, { variant: 'success' });
  };

  const emailError = formik.touched.emailID ? formik.errors.emailID : undefined;
  return (
    <Stack spacing={2} data-testid="college-members" sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h2">
        Members
      </Typography>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        onSubmit={formik.handleSubmit}
        aria-label="Add member"
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          name="emailID"
          size="small"
          label="Learner or officer E-Mail Id"
          value={formik.values.emailID}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(emailError)}
          helperText={emailError ?? ' '}
          disabled={formik.isSubmitting}
          sx={{ minWidth: { sm: 320 } }}
          slotProps={{ htmlInput: { 'data-testid': 'member-email' } }}
        />
        <Button type="submit" variant="outlined" disabled={formik.isSubmitting} data-testid="member-add">
          Add Member
        </Button>
      </Stack>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="College members">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>E-Mail</TableCell>
              <TableCell>Role</TableCell>
              <TableCell>Added</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {members.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No members yet.</TableCell>
              </TableRow>
            )}
            {members.map((member) => {
              const name = `${member.firstName} ${member.lastName}`.trim();
              return (
                <TableRow key={member.id} data-testid={`member-${member.partyId}`}>
                  <TableCell>{name}</TableCell>
                  <TableCell>{member.emailID}</TableCell>
                  <TableCell>{member.roleId === RoleId.COLLEGE ? 'Officer (TPO)' : 'Student'}</TableCell>
                  <TableCell>{formatDate(member.addedOn)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setLeaving({ partyId: member.partyId, name })}
                      data-testid={`member-remove-${member.partyId}`}
                    >
                      Remove
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <ConfirmDialog
        open={leaving !== null}
        title="Remove member"
        confirmLabel="Remove"
        busy={removing}
        onConfirm={() => void confirmRemove()}
        onDismiss={() => setLeaving(null)}
        testId="member-remove-dialog"
      >
        Remove {leaving?.name} from this college?
      </ConfirmDialog>
    </Stack>
  );
}

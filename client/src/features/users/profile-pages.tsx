import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ClientPath, RoleGroup, RoleId, type UserProfileValues } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { useSnackbar } from '../../shared/toast';
import type { StaffUserFieldsFragment } from '../../graphql/generated/graphql';
import {
  useCheckAccountChangeMutation,
  useStaffUserQuery,
  useUpdateUserProfileMutation,
  useViewerQuery,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { StaffResumeUpload } from '../documents/staff-resume-upload';
import { StaffProfileSections } from '../profile/staff-profile-sections';
import { StaffInstituteCard } from '../registration/staff-institute-card';
import { StaffLeadCard } from '../registration/staff-lead-card';
import { LearnerEmailForm } from './learner-email-form';
import { UserProfileForm } from './user-profile-form';

export const PROFILE_SAVED_TEXT = 'Profile updated successfully';

const valuesOf = (user: StaffUserFieldsFragment): UserProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  mobile: user.mobileNo ?? '',
});

/**
 * Saves a profile; server refusals land on their fields, the rest as toasts. True when saved. A changed
 * mobile is asked about first (validateupdateuser), so a number another account holds is said on its field
 * before anything is sent.
 */
function useSaveProfile(userId: number | null, savedMobile: string | null | undefined) {
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useUpdateUserProfileMutation();
  const [check] = useCheckAccountChangeMutation();
  return async (values: UserProfileValues, helpers: FormikHelpers<UserProfileValues>): Promise<boolean> => {
    if (values.mobile && values.mobile !== (savedMobile ?? '')) {
      const { data: checked } = await check({ variables: { userId, mobile: values.mobile } });
      const refused = checked?.checkAccountChange.userErrors ?? [];
      if (refused.length > 0) {
        for (const error of applyUserErrors(refused, helpers, values)) {
          enqueueSnackbar(error.message, { variant: 'error' });
        }
        return false;
      }
    }
    const { data } = await save({ variables: { input: { ...values, ...(userId ? { userId } : {}) } } });
    const payload = data?.updateUserProfile;
    if (!payload) return false;
    for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
      enqueueSnackbar(error.message, { variant: 'error' });
    }
    if (!payload.user) return false;
    enqueueSnackbar(PROFILE_SAVED_TEXT, { variant: 'success' });
    return true;
  };
}

/** /admin-profile (`001 §2`, admin): the signed-in member of staff's own account. */
export function AdminProfilePage() {
  const { data, loading } = useStaffUserQuery({
    variables: { partyId: null },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <FullScreenLoader />;
  const user = data?.staffUser;
  if (!user) return null;
  const rows: [string, string][] = [
    ['Name', `${user.firstName} ${user.lastName}`],
    ['E-mail', user.email],
    ['Mobile', user.mobileNo ?? '-'],
    ['Role', user.roleName],
  ];
  return (
    <Stack spacing={3} data-testid="admin-profile">
      <Typography variant="h4" component="h1">
        My Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={2} sx={{ py: 0.5 }}>
            <Typography sx={{ width: 80, flexShrink: 0 }} color="text.secondary">
              {label}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
          </Stack>
        ))}
      </Paper>
      <Button
        component={RouterLink}
        to={ClientPath.ADMIN_PROFILE_EDIT}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        Edit Profile
      </Button>
    </Stack>
  );
}

/** /admin-profile-edit (`001 §2`, admin): the own names and mobile; back to /admin-profile when saved. */
export function AdminProfileEditPage() {
  const navigate = useNavigate();
  const { data, loading } = useStaffUserQuery({ variables: { partyId: null } });
  const save = useSaveProfile(null, data?.staffUser?.mobileNo);
  if (loading && !data) return <FullScreenLoader />;
  const user = data?.staffUser;
  if (!user) return null;
  return (
    <Stack spacing={3} data-testid="admin-profile-edit">
      <Typography variant="h4" component="h1">
        Edit Profile
      </Typography>
      <UserProfileForm
        label="My profile"
        initial={valuesOf(user)}
        onSubmit={async (values, helpers) => {
          if (await save(values, helpers)) void navigate(ClientPath.ADMIN_PROFILE);
        }}
      />
    </Stack>
  );
}

/**
 * /admin-edit-user-profile/:partyId (`001 §2`, admin or ops): a learner's names and mobile; for admin and
 * ops also their sign-in e-mail, the profile sections and the resume the admin service's calls save
 * (`001 §7` Admin email, saveDateOfBirth, updateeducation, updateemployment, updatepreference, updateresume),
 * and the institute details a learner from a college owes (Admin institute).
 */
export function AdminEditUserProfilePage() {
  const navigate = useNavigate();
  const partyId = Number(useParams().partyId);
  const valid = Number.isSafeInteger(partyId) && partyId > 0;
  const { data, loading } = useStaffUserQuery({ variables: { partyId }, skip: !valid });
  const viewerRole = useViewerQuery().data?.viewer?.roleId;
  // SYSOPSADMIN runs accounts, not learners' data: the learner's own fields are admin's and ops'.
  const learnerData = (RoleGroup.ADMIN_OR_OPS as readonly number[]).includes(viewerRole ?? -1);
  const save = useSaveProfile(data?.staffUser?.userId ?? null, data?.staffUser?.mobileNo);
  if (loading && !data) return <FullScreenLoader />;
  const user = data?.staffUser;
  if (!valid || !user) {
    return <Typography data-testid="user-not-found">The requested record was not found.</Typography>;
  }
  return (
    <Stack spacing={3} data-testid="admin-edit-user-profile">
      <Typography variant="h4" component="h1">
        Edit {user.firstName} {user.lastName}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <UserProfileForm
        label="Learner profile"
        initial={valuesOf(user)}
        onSubmit={async (values, helpers) => {
          if (await save(values, helpers)) void navigate(ClientPath.USER_LIST);
        }}
      />
      {learnerData && user.roleId === RoleId.LEARNER && (
        <>
          <LearnerEmailForm partyId={user.partyId} email={user.email} />
          <StaffProfileSections partyId={user.partyId} />
          <StaffResumeUpload partyId={user.partyId} />
          <StaffInstituteCard partyId={user.partyId} userId={user.userId} />
          <StaffLeadCard partyId={user.partyId} userId={user.userId} />
        </>
      )}
    </Stack>
  );
}

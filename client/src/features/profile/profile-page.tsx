import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { useMyProfileQuery, useRegistrationTypeQuery } from '../../graphql/generated/hooks';
import { ProfileDocuments } from '../documents/profile-documents';
import { EmailOtpCard } from '../registration/email-otp-card';
import { AadharSection } from './aadhar-section';
import { AddressSection } from './address-section';
import { EducationSection, EmploymentSection } from './career-sections';
import { ParentsSection, PersonalSection } from './personal-sections';
import { OtherPreferenceSection } from './other-preference-section';
import { PreferencesSection } from './preferences-section';
import { ProfileSummary } from './profile-summary';

/** Change password, or set one for a learner who signed up by mobile OTP or social sign-in (flag N). */
function AccountCard() {
  const { data } = useRegistrationTypeQuery();
  const hasPassword = data?.registrationType.currentPwdFlag !== 'N';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="profile-account">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            Password
          </Typography>
          <Typography color="text.secondary">
            {hasPassword
              ? 'Change the password you sign in with.'
              : 'You signed up without a password. Set one to sign in with your E-Mail Id too.'}
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={ClientRoute.changePassword()}
          variant="outlined"
          data-testid={hasPassword ? 'profile-change-password' : 'profile-set-password'}
        >
          {hasPassword ? 'Change Password' : 'Set Password'}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /userprofile (`001 §2`; the tour ends here): the learner's profile in sections, each saved on its own,
 * with completeness, the Employability Score and the Documents section.
 */
export default function ProfilePage() {
  const { data, loading } = useMyProfileQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <FullScreenLoader />;
  const profile = data?.myProfile;
  if (!profile) return null;
  return (
    <Stack spacing={3} data-testid="profile" sx={{ maxWidth: 960 }}>
      <Typography variant="h5" component="h1">
        My Profile
      </Typography>
      <ProfileSummary profile={profile} />
      <PersonalSection profile={profile} />
      <ParentsSection profile={profile} />
      <AddressSection profile={profile} />
      <EducationSection profile={profile} />
      <EmploymentSection profile={profile} />
      <PreferencesSection profile={profile} />
      <OtherPreferenceSection />
      <AadharSection profile={profile} />
      <ProfileDocuments />
      <EmailOtpCard />
      <AccountCard />
    </Stack>
  );
}

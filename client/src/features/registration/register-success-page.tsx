import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { RegistrationText, RoleId, landingRouteOf } from '@finx/domain';
import { useInstituteCheckQuery, useViewerQuery } from '../../graphql/generated/hooks';
import { SiteFooter } from '../frames/site-footer';
import { InstituteModal } from './institute-modal';
import { ThankYouIllustration } from './thank-you-illustration';

/**
 * `/registerSuccess` (`000 §2`, §4): the learner is already signed in by the register call; the
 * institute modal shows first when the check says Y, and after saving (or when N) the thank-you image.
 */
export default function RegisterSuccessPage() {
  const viewer = useViewerQuery();
  const learner = viewer.data?.viewer?.roleId === RoleId.LEARNER ? viewer.data.viewer : null;
  const check = useInstituteCheckQuery({ skip: !learner, fetchPolicy: 'network-only' });
  const [saved, setSaved] = useState(false);
  const loading = viewer.loading || (Boolean(learner) && check.loading);
  const askInstitute = Boolean(learner) && check.data?.instituteCheck === true && !saved;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="main"
        sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
      >
        {loading ? (
          <CircularProgress aria-label="Loading" />
        ) : (
          !askInstitute && (
            <Box data-testid="register-success">
              <ThankYouIllustration />
              <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                {RegistrationText.THANK_YOU}
              </Typography>
              {learner && (
                <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="register-success-viewer">
                  Signed in as {learner.name} ({learner.email})
                </Typography>
              )}
              <Button
                variant="contained"
                sx={{ mt: 3 }}
                component={RouterLink}
                to={learner ? landingRouteOf(RoleId.LEARNER) : '/'}
              >
                {learner ? 'Go to my dashboard' : 'Go To Homepage'}
              </Button>
            </Box>
          )
        )}
      </Box>
      <InstituteModal open={askInstitute} onDone={() => setSaved(true)} />
      <SiteFooter />
    </Box>
  );
}

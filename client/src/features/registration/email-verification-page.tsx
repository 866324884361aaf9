import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { ReasonCode, messageFor } from '@finx/domain';
import { useVerifyEmailMutation } from '../../graphql/generated/hooks';
import { SiteFooter } from '../frames/site-footer';

/** `/emailVerification/{eid}` (`000 §2`): validates the e-mail, shows the server's message; OK goes to /. */
export default function EmailVerificationPage() {
  const { eid = '' } = useParams();
  const navigate = useNavigate();
  const [verifyEmail] = useVerifyEmailMutation();
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void verifyEmail({ variables: { eid } }).then(({ data }) => {
      if (!current) return;
      const answer = data?.verifyEmail;
      setMessage(
        answer?.ok
          ? (answer.message ?? '')
          : (answer?.userErrors[0]?.message ?? messageFor(ReasonCode.EMAIL_VERIFICATION_INVALID)),
      );
    });
    return () => {
      current = false;
    };
  }, [eid, verifyEmail]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="main"
        sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
      >
        {message === null ? (
          <CircularProgress aria-label="Verifying" />
        ) : (
          <Box>
            <Typography variant="h5" component="h1" sx={{ mb: 3 }} data-testid="email-verification-message">
              {message}
            </Typography>
            <Button variant="contained" onClick={() => navigate('/')} data-testid="email-verification-ok">
              OK
            </Button>
          </Box>
        )}
      </Box>
      <SiteFooter />
    </Box>
  );
}

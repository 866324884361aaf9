import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { Delay, PRODUCT_NAME, RoleId, Text, landingRouteOf } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { SiteFooter } from '../frames/site-footer';
import { BRAND_GRADIENT } from '../../shared/theme';
import { useFeedbackPromptOpen } from '../feedback/feedback-after-sign-out';
import type { AuthTab } from './login-register-modal';

// The modal (formik, yup, MUI's text fields and tabs) loads beside the page instead of before it: the
// hero, the page's largest content, is drawn first and the modal opens over it as soon as it arrives.
const LoginRegisterModal = lazy(() =>
  import('./login-register-modal').then((module) => ({ default: module.LoginRegisterModal })),
);

/**
 * `/` (and `/login`, `/register`): the home page with the Register/Login modal open on load
 * (`000 §2`). With `sessiontimeout=true` it reloads to / after Delay.SESSION_TIMEOUT_RELOAD, keeping any
 * campaign parameters; a signed-in learner goes straight to the dashboard.
 */
export default function HomePage({ initialTab = 'login' }: { initialTab?: AuthTab }) {
  const [params] = useSearchParams();
  const sessionTimeout = params.get('sessiontimeout') === 'true';
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  // Set once this tab signs someone in: the login form then owns the (delayed) redirect.
  const [signingIn, setSigningIn] = useState(false);
  const { data } = useViewerQuery();
  const { pathname } = useLocation();
  // After a learner's sign-out the feedback question comes first; the login modal opens once it closes.
  const feedbackPromptOpen = useFeedbackPromptOpen();

  useEffect(() => {
    if (!sessionTimeout) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      next.delete('sessiontimeout');
      const query = next.toString();
      window.location.replace(query ? `/?${query}` : '/');
    }, Delay.SESSION_TIMEOUT_RELOAD);
    return () => clearTimeout(timer);
  }, [sessionTimeout, params]);

  // `000 §2`: a signed-in learner opening / goes to the dashboard; on /login and /register, and for
  // other roles, the modal asks instead (already logged in: continue, or sign out).
  if (pathname === '/' && data?.viewer?.roleId === RoleId.LEARNER && !sessionTimeout && !signingIn) {
    return <Navigate to={landingRouteOf(RoleId.LEARNER)} replace />;
  }

  const openTab = (next: AuthTab) => {
    setTab(next);
    setOpen(true);
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          color: 'primary.contrastText',
          background: BRAND_GRADIENT,
        }}
      >
        <Container maxWidth="md" sx={{ py: 10 }}>
          <Typography variant="overline" sx={{ letterSpacing: 3, opacity: 0.8 }}>
            {PRODUCT_NAME}
          </Typography>
          <Typography variant="h3" component="h1" sx={{ mb: 2 }}>
            {Text.SHARE_TEXT}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mb: 4, opacity: 0.85, fontWeight: 400 }}>
            {Text.FOOTER_LINE}
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button variant="contained" color="secondary" size="large" onClick={() => openTab('register')}>
              Register
            </Button>
            <Button variant="outlined" color="inherit" size="large" onClick={() => openTab('login')}>
              Login
            </Button>
          </Stack>
        </Container>
      </Box>
      <SiteFooter />
      <Suspense fallback={null}>
        <LoginRegisterModal
          open={open && !feedbackPromptOpen}
          tab={tab}
          onTabChange={setTab}
          onClose={() => setOpen(false)}
          onSignedIn={() => setSigningIn(true)}
          signedInAs={signingIn ? null : (data?.viewer ?? null)}
        />
      </Suspense>
    </Box>
  );
}

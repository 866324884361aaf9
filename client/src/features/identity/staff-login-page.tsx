import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, PRODUCT_NAME } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { AlreadySignedIn } from './already-signed-in';
import { SiteFooter } from '../frames/site-footer';
import { LoginForm } from './login-form';

/** `/opsAdminLogin` and `/collegeLogin`: the same login form for staff, outside the learner modal. */
export default function StaffLoginPage({ audience }: { audience: 'staff' | 'college' }) {
  const title = audience === 'college' ? 'College sign in' : 'Operations and admin sign in';
  const { data } = useViewerQuery();
  // Set once this page signs someone in: the form then owns the delayed redirect.
  const [signingIn, setSigningIn] = useState(false);
  const viewer = signingIn ? null : data?.viewer;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="overline" color="secondary">
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
              {title}
            </Typography>
            {viewer ? (
              <AlreadySignedIn viewer={viewer} />
            ) : (
              <>
                <LoginForm onSignedIn={() => setSigningIn(true)} />
                {/* New staff and college officers sign up here; the account is held for approval. */}
                <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
                  New here?{' '}
                  <Link
                    component={RouterLink}
                    to={audience === 'college' ? ClientRoute.collegeRegister() : ClientRoute.staffRegister()}
                    data-testid="staff-register-link"
                  >
                    Register
                  </Link>
                </Typography>
              </>
            )}
          </CardContent>
        </Card>
      </Box>
      <SiteFooter />
    </Box>
  );
}

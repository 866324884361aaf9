import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '@finx/domain';
import { SiteFooter } from '../frames/site-footer';
import { RegistrationForm } from './registration-form';

/**
 * `/collegeRegister` and `/opsAdminRegister`: the registration form for college officers and staff. The
 * account is created inactive and waits for an administrator (docs/decisions.md), so nobody can give
 * themselves a staff role.
 */
export default function StaffRegisterPage({ audience }: { audience: 'college' | 'staff' }) {
  const title = audience === 'college' ? 'College registration' : 'Operations and admin registration';
  const login = audience === 'college' ? '/collegeLogin' : '/opsAdminLogin';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3 }}>
        <Card sx={{ width: '100%', maxWidth: 460 }}>
          <CardContent sx={{ p: 4 }}>
            <Typography variant="overline" color="secondary">
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
              {title}
            </Typography>
            <RegistrationForm audience={audience} />
            <Typography variant="body2" sx={{ mt: 3 }}>
              Already registered?{' '}
              <Link component={RouterLink} to={login}>
                Sign in
              </Link>
            </Typography>
          </CardContent>
        </Card>
      </Box>
      <SiteFooter />
    </Box>
  );
}

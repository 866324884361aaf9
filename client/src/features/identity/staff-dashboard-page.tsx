import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { MaintenanceSwitch } from '../maintenance/maintenance-switch';
import { StaffFigures } from '../staff-dashboard/staff-figures';

const TITLE = {
  '/admin-dashboard': 'Admin dashboard',
  '/ops-dashboard': 'Operations dashboard',
  '/collegeDashboard': 'College dashboard',
} as const;

/**
 * `/admin-dashboard`, `/ops-dashboard`, `/collegeDashboard`: greets the signed-in staff member with
 * their account as the server reports it. The management screens are added to this frame as they land.
 */
export default function StaffDashboardPage({
  route,
  children,
}: {
  route: keyof typeof TITLE;
  /** The role's own screens under the greeting (the college officer's applicants). */
  children?: ReactNode;
}) {
  const { data } = useViewerQuery();
  const viewer = data?.viewer;
  if (!viewer) return null; // the route guard has already resolved the viewer
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, minWidth: 0 }}>
      <div>
        <Typography variant="overline" color="secondary">
          {TITLE[route]}
        </Typography>
        <Typography variant="h4" component="h1">
          {viewer.name ? `Welcome, ${viewer.name}` : 'Welcome'}
        </Typography>
      </div>
      <Card>
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary">
            Signed in as
          </Typography>
          <Typography>{viewer.email}</Typography>
          <Typography color="text.secondary">Role: {viewer.roleName}</Typography>
        </CardContent>
      </Card>
      {/* Admin and ops see the period's figures (issue 13 item 1) above the maintenance switches. */}
      {route !== '/collegeDashboard' && <StaffFigures />}
      <MaintenanceSwitch />
      {children}
    </Stack>
  );
}

import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router-dom';
import { ReasonCode, messageFor } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { RouteFallback } from '../../shared/boot-shell';
import { useRouteTable } from '../../shared/route-table';
import { lastKnownRoleId, rememberRole, sessionExpiredRoute } from '../../shared/session-route';

/**
 * Route guard (`000 §4`). The server's view of the session decides, through the `viewer` query:
 * nobody signed in → the last role's login route (learners keep campaign parameters); signed in with a
 * role the screen's roles do not include → /access-denied. Screens open to anyone render as they are.
 */
export function RequireRole({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const roles = useRouteTable().rolesFor(pathname);
  const { data, loading, error, refetch } = useViewerQuery({ skip: roles === null });
  const viewer = data?.viewer;
  const roleId = viewer?.roleId;

  useEffect(() => {
    if (roleId !== undefined) rememberRole(roleId);
  }, [roleId]);

  if (roles === null) return <>{children}</>;
  if (!data) {
    // The signed-in frame the server drew (frames/*.html) stays up meanwhile; else the loader.
    if (loading || !error) return <RouteFallback />;
    // The error toast has been shown by the wrapper; offer a retry instead of an empty page.
    return (
      <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{messageFor(ReasonCode.UPSTREAM_UNAVAILABLE)}</Typography>
        <Button variant="contained" onClick={() => void refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  if (!viewer) return <Navigate to={sessionExpiredRoute(lastKnownRoleId(), search, roles)} replace />;
  if (!roles.includes(viewer.roleId)) return <Navigate to="/access-denied" replace />;
  return <>{children}</>;
}

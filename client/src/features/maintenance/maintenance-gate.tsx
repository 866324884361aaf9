import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { RoleGroup, Text } from '@finx/domain';
import { useMaintenanceQuery, useViewerQuery } from '../../graphql/generated/hooks';
import { formatCountdown } from './countdown';
import { STAY_ON_TOP_ATTRIBUTE, useStayOnTop } from '../session/use-stay-on-top';

/** The spec describes the banner without its words; these say what it asks (`000 §2`). */
export const MAINTENANCE_BANNER =
  'Scheduled maintenance: the platform will be unavailable for 30 to 45 minutes. Please save your work.';
export const MAINTENANCE_BODY = 'We are upgrading the platform. Please try again when the countdown ends.';
export const LOGIN_DISABLED_NOTICE = 'Login is disabled while the platform is upgraded.';

/** Screens where signing in happens: the login-disabled notice shows there. */
const LOGIN_ROUTES = ['/', '/login', '/register', '/opsadminlogin', '/collegelogin'];
// SYSOPSADMIN runs maintenance too (users-roles-audit.md).
const STAFF: readonly number[] = RoleGroup.STAFF_AND_SYSOPS;
/** Re-reads the flag now and then, so a window that opens while a page stays open is noticed. */
const POLL_MS = 60_000;

const useNow = (active: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [active]);
  return now;
};

const formatTime = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : null;

/**
 * Maintenance (`000 §4`): the banner while notificationFlag is on; the 'Under Maintenance' modal with a
 * countdown to toDate (every second, 00:00:00 at zero) and Retry while deploymentFlag is on; and the
 * upgrade notice on login screens while login is disabled. Staff keep working (they switch it off), so
 * they see the banner instead of the modal.
 */
export function MaintenanceGate() {
  const { pathname } = useLocation();
  const { data, refetch, loading } = useMaintenanceQuery({
    pollInterval: POLL_MS,
    notifyOnNetworkStatusChange: true,
  });
  const { data: viewerData } = useViewerQuery();
  const state = data?.maintenance;
  const staff = STAFF.includes(viewerData?.viewer?.roleId ?? 0);
  const modalOpen = Boolean(state?.deploymentFlag) && !staff;
  const now = useNow(modalOpen);
  const suspended = useStayOnTop(modalOpen);
  if (!state) return null;

  const remaining = state.toDate ? new Date(state.toDate).getTime() - now : 0;
  const period = [formatTime(state.startDate), formatTime(state.toDate)].filter(Boolean).join(' to ');
  const loginScreen = LOGIN_ROUTES.includes(pathname.toLowerCase());

  return (
    <>
      {(state.notificationFlag || (staff && state.deploymentFlag)) && (
        <Alert severity="warning" square data-testid="maintenance-banner" sx={{ justifyContent: 'center' }}>
          {MAINTENANCE_BANNER}
          {period && ` (${period})`}
        </Alert>
      )}
      {state.loginDisabled && loginScreen && (
        <Alert severity="info" square data-testid="login-disabled-notice" sx={{ justifyContent: 'center' }}>
          {state.upgradeNotice || LOGIN_DISABLED_NOTICE}
        </Alert>
      )}
      <Dialog
        open={modalOpen && !suspended}
        aria-labelledby="maintenance-title"
        data-testid="maintenance-modal"
        {...{ [STAY_ON_TOP_ATTRIBUTE]: 'maintenance' }}
        // Above every other dialog: nothing else can be used while the platform is down.
        sx={{ zIndex: (theme) => theme.zIndex.modal + 2 }}
      >
        <DialogTitle id="maintenance-title">{Text.MAINTENANCE_TITLE}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{MAINTENANCE_BODY}</Typography>
          <Box
            role="timer"
            aria-live="off"
            data-testid="maintenance-countdown"
            sx={{ fontSize: 40, fontFamily: 'monospace', textAlign: 'center' }}
          >
            {formatCountdown(remaining)}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            onClick={() => void refetch()}
            disabled={loading}
            data-testid="maintenance-retry"
          >
            Retry
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

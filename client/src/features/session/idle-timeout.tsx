import { useCallback, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type EventsType, useIdleTimer } from 'react-idle-timer';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import { ReasonCode, messageFor } from '@finx/domain';
import { useLogoutMutation, useViewerQuery } from '../../graphql/generated/hooks';
import { broadcastSignOut } from '../identity/use-sign-out';
import { sessionExpiredRoute } from '../../shared/session-route';
import { idleTimeoutMs } from './idle-timeout-ms';

const ACTIVITY_EVENTS: EventsType[] = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'touchstart',
  'touchmove',
];

/**
 * Idle time-out (`000 §4`): after IDLE_TIMEOUT_MS without activity the modal shows and the timed-out
 * flag is set; any activity clears the flag; a second idle period in a row signs the user out on the
 * server and sends them to their role's login. Activity in any tab of the browser counts (crossTab).
 */
export function IdleTimeout() {
  const { data } = useViewerQuery();
  const viewer = data?.viewer;
  const client = useApolloClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [logout] = useLogoutMutation();
  const [open, setOpen] = useState(false);
  const timedOut = useRef(false);
  // Read once: tests set the override before the app starts.
  const [timeout] = useState(idleTimeoutMs);

  const signOut = useCallback(async () => {
    const roleId = viewer?.roleId ?? null;
    setOpen(false);
    await logout();
    await client.clearStore();
    broadcastSignOut();
    enqueueSnackbar(messageFor(ReasonCode.SESSION_EXPIRED), { variant: 'sessionError' });
    // A router navigation, not a page load, so the toast stays on screen.
    navigate(sessionExpiredRoute(roleId, window.location.search), { replace: true });
  }, [client, enqueueSnackbar, logout, navigate, viewer?.roleId]);

  const timer = useIdleTimer({
    timeout,
    disabled: !viewer,
    crossTab: true,
    syncTimers: 200,
    throttle: 500,
    // Input only: the modal taking focus (focus, visibilitychange) must not count as the user coming back.
    events: ACTIVITY_EVENTS,
    onAction: () => {
      timedOut.current = false;
    },
    onIdle: () => {
      if (timedOut.current) {
        void signOut();
        return;
      }
      timedOut.current = true;
      setOpen(true);
      // Start counting the second idle period at once; activity before it ends clears the flag.
      timer.reset();
    },
  });

  const stay = () => {
    timedOut.current = false;
    setOpen(false);
    timer.reset();
  };

  return (
    <Dialog
      open={open && Boolean(viewer)}
      onClose={stay}
      aria-labelledby="idle-title"
      data-testid="idle-modal"
    >
      <DialogTitle id="idle-title">Are you still there?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You have been inactive for a while. For your security you will be signed out unless you continue.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void signOut()}>Sign Out</Button>
        <Button variant="contained" onClick={stay} data-testid="idle-stay">
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}

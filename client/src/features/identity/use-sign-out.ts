import { useCallback, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useSnackbar } from '../../shared/toast';
import { RoleId } from '@finx/domain';
import { useLogoutMutation } from '../../graphql/generated/hooks';
import { ViewerDocument } from '../../graphql/generated/operations/Viewer';
import { requestFeedbackAfterSignOut } from '../feedback/feedback-after-sign-out';

/** localStorage key whose change tells other tabs of this browser that the user signed out. */
export const SIGN_OUT_BROADCAST_KEY = 'finx.signedOutAt';

const goHome = () => window.location.assign('/');

/** Tells the other tabs of this browser that the session is over (sign-out, password change, idle). */
export const broadcastSignOut = (): void => {
  try {
    localStorage.setItem(SIGN_OUT_BROADCAST_KEY, String(Date.now()));
  } catch {
    // Without storage the other tabs find out on their next request (UNAUTHENTICATED).
  }
};

/**
 * Sign Out (`000 §4`): end the session on the server, drop everything cached, tell the other tabs, and
 * go home. `clearStore` rather than `resetStore`: a reset would refetch the private queries still on
 * screen, which now fail as unauthenticated and would flash a session-expired toast. The full page load
 * to / then starts the app clean.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [logout, { loading }] = useLogoutMutation();

  const signOut = useCallback(async () => {
    const { data } = await logout();
    if (!data) return; // the wrapper has shown the error or sent the user to login
    if (!data.logout.ok) {
      for (const error of data.logout.userErrors) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      return;
    }
    // `000 §4`: a learner's sign-out leads to the feedback modal, once, on the page it lands on.
    const viewer = client.readQuery({ query: ViewerDocument })?.viewer;
    if (viewer?.roleId === RoleId.LEARNER) requestFeedbackAfterSignOut(viewer);
    await client.clearStore();
    broadcastSignOut();
    goHome();
  }, [client, enqueueSnackbar, logout]);

  return { signOut, signingOut: loading };
}

/** Multi-tab sign-out (`000 §4`): a sign-out in another tab sends this one home too. */
export function useSignOutBroadcastListener(): void {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SIGN_OUT_BROADCAST_KEY && event.newValue) goHome();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

/** Mounted once in the app shell. */
export function SignOutBroadcastListener() {
  useSignOutBroadcastListener();
  return null;
}

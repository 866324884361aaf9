import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { ClientRoute, mayActOnRole, messageFor, ReasonCode, RoleId } from '@finx/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import type { StaffUserFieldsFragment } from '../../graphql/generated/graphql';
import {
  useDecideSignUpMutation,
  useSetUserActiveMutation,
  useUnlockUserAccountMutation,
} from '../../graphql/generated/hooks';
import { refusalText } from '../../graphql/use-operation';
import { ConfirmDialog } from '../../shared/confirm-dialog';

interface Props {
  user: StaffUserFieldsFragment;
  viewerRoleId: number;
  viewerUserId: number;
  /** The list again from the server: a status change moves rows between filters. */
  onChanged: () => void;
}

/**
 * A row's actions: unlock (SM-12), inactivate or reactivate, and admin's password change. An account whose
 * role outranks the viewer's (`mayActOnRole`) shows its standing's action disabled, with the server's
 * reason, and nothing else; the server refuses it anyway and its message is shown if it does.
 */
export function UserRowActions({ user, viewerRoleId, viewerUserId, onChanged }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [setActive, activeState] = useSetUserActiveMutation();
  const [unlock, unlockState] = useUnlockUserAccountMutation();
  const [decideSignUp, decideState] = useDecideSignUpMutation();
  const busy = activeState.loading || unlockState.loading || decideState.loading;
  const name = `${user.firstName} ${user.lastName}`;
  // Inactivating ends the person's sessions at once: asked first; reactivating is harmless and direct.
  const [confirmingInactivate, setConfirmingInactivate] = useState(false);

  const report = (payload: { ok: boolean; userErrors: { message: string }[] } | undefined, done: string) => {
    if (!payload) return;
    if (payload.ok) {
      enqueueSnackbar(done, { variant: 'success' });
      onChanged();
    } else {
      enqueueSnackbar(refusalText(payload.userErrors), { variant: 'error' });
    }
  };

  const toggle = async () => {
    const active = user.status === 'INACTIVE';
    const { data } = await setActive({ variables: { userId: user.userId, active } });
    setConfirmingInactivate(false);
    report(data?.setUserActive, active ? `${name} is active again.` : `${name} is now inactive.`);
  };

  const lift = async () => {
    const { data } = await unlock({ variables: { email: user.email } });
    report(data?.unlockUser, `${name} is unlocked and may sign in again.`);
  };

  const decide = async (approve: boolean) => {
    const { data } = await decideSignUp({ variables: { userId: user.userId, approve } });
    report(
      data?.decideSignUp,
      approve ? `${name} is approved and may sign in.` : `${name}'s sign-up is rejected.`,
    );
  };

  const self = user.userId === viewerUserId;
  if (!mayActOnRole(viewerRoleId, user.roleId)) {
    // The action the row would offer, shown disabled; a suspension offers none to anyone.
    const held = user.status === 'HELD';
    if (user.status === 'SUSPENDED') return null;
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Tooltip title={messageFor(ReasonCode.USER_ROLE_ABOVE_YOURS)}>
          {/* A disabled button takes no pointer events: the tooltip hangs on its wrapper. */}
          <span data-testid={`outranked-${user.userId}`}>
            <Button
              size="small"
              disabled
              data-testid={held ? `approve-${user.userId}` : `toggle-active-${user.userId}`}
            >
              {held ? 'Approve' : user.status === 'INACTIVE' ? 'Reactivate' : 'Inactivate'}
            </Button>
          </span>
        </Tooltip>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      {user.roleId === RoleId.LEARNER && (
        <Button
          size="small"
          component={RouterLink}
          to={ClientRoute.adminEditUserProfile(user.partyId)}
          data-testid={`edit-${user.userId}`}
        >
          Edit
        </Button>
      )}
      {user.status === 'HELD' && (
        <>
          <Button
            size="small"
            onClick={() => void decide(true)}
            disabled={busy}
            data-testid={`approve-${user.userId}`}
          >
            Approve
          </Button>
          <Button
            size="small"
            color="warning"
            onClick={() => void decide(false)}
            disabled={busy}
            data-testid={`reject-${user.userId}`}
          >
            Reject
          </Button>
        </>
      )}
      {user.status === 'LOCKED' && (
        <Button
          size="small"
          onClick={() => void lift()}
          disabled={busy}
          data-testid={`unlock-${user.userId}`}
        >
          Unlock
        </Button>
      )}
      {!self && (user.status === 'ACTIVE' || user.status === 'INACTIVE' || user.status === 'LOCKED') && (
        <Button
          size="small"
          color={user.status === 'INACTIVE' ? 'primary' : 'warning'}
          onClick={() => (user.status === 'INACTIVE' ? void toggle() : setConfirmingInactivate(true))}
          disabled={busy}
          data-testid={`toggle-active-${user.userId}`}
        >
          {user.status === 'INACTIVE' ? 'Reactivate' : 'Inactivate'}
        </Button>
      )}
      {/* The admin-initiated change (`000 §4`) is admin's alone and returns to /user-list. */}
      {viewerRoleId === RoleId.ADMIN && !self && (
        <Button
          size="small"
          component={RouterLink}
          to={ClientRoute.changePassword(user.userId)}
          data-testid={`change-password-${user.userId}`}
        >
          Change password
        </Button>
      )}
      <ConfirmDialog
        open={confirmingInactivate}
        title={`Inactivate ${name}?`}
        confirmLabel="Inactivate"
        busy={activeState.loading}
        onConfirm={() => void toggle()}
        onDismiss={() => setConfirmingInactivate(false)}
        testId={`confirm-inactivate-${user.userId}`}
      >
        {name} ({user.email}) is signed out everywhere at once and cannot sign in until reactivated.
      </ConfirmDialog>
    </Stack>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../shared/toast';
import { RoleGroup } from '@finx/domain';
import {
  useMaintenanceQuery,
  useSetMaintenanceMutation,
  useViewerQuery,
} from '../../graphql/generated/hooks';
import { ConfirmDialog } from '../../shared/confirm-dialog';

// SYSOPSADMIN runs maintenance too (users-roles-audit.md).
const STAFF: readonly number[] = RoleGroup.STAFF_AND_SYSOPS;
/** The spec's banner promises 30 to 45 minutes; the window defaults to the longer. */
const DEFAULT_MINUTES = 45;

interface Flags {
  deploymentFlag: boolean;
  notificationFlag: boolean;
  loginDisabled: boolean;
}

const FLAGS = ['deploymentFlag', 'notificationFlag', 'loginDisabled'] as const;

/** What each switch does to every user of the site, on and off. */
const EFFECT: Record<(typeof FLAGS)[number], Record<'on' | 'off', { title: string; text: string }>> = {
  deploymentFlag: {
    on: {
      title: 'Put the site under maintenance?',
      text: 'Every learner is blocked by the Under Maintenance screen until it is switched off or the window ends.',
    },
    off: { title: 'End maintenance?', text: 'Learners can use the site again straight away.' },
  },
  notificationFlag: {
    on: { title: 'Announce maintenance?', text: 'Every user sees the maintenance banner.' },
    off: { title: 'Remove the maintenance banner?', text: 'Users no longer see the announcement.' },
  },
  loginDisabled: {
    on: { title: 'Disable login?', text: 'Nobody can sign in until login is enabled again.' },
    off: { title: 'Enable login?', text: 'Users can sign in again.' },
  },
};

/** The question asked before a change: the one switch that changes, or everything at once. */
const question = (from: Flags, to: Flags): { title: string; text: string } => {
  const changed = FLAGS.filter((flag) => from[flag] !== to[flag]);
  const [only] = changed;
  if (changed.length === 1 && only) return EFFECT[only][to[only] ? 'on' : 'off'];
  return { title: 'Switch everything off?', text: 'Maintenance, the banner and the login block all end.' };
};

export function MaintenanceSwitch() {
  const { enqueueSnackbar } = useSnackbar();
  const { data: viewerData } = useViewerQuery();
  const { data } = useMaintenanceQuery();
  const [setMaintenance, { loading }] = useSetMaintenanceMutation();
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [notice, setNotice] = useState('');
  // A site-wide switch changes what every user sees: it is asked for before it is made.
  const [pending, setPending] = useState<Flags | null>(null);
  if (!STAFF.includes(viewerData?.viewer?.roleId ?? 0) || !data) return null;
  const state = data.maintenance;

  const save = async (next: Flags) => {
    const active = next.deploymentFlag || next.notificationFlag || next.loginDisabled;
    const now = new Date();
    const { data: saved } = await setMaintenance({
      variables: {
        input: {
          ...next,
          startDate: active ? now.toISOString() : null,
          toDate: active ? new Date(now.getTime() + minutes * 60_000).toISOString() : null,
          upgradeNotice: next.loginDisabled ? notice.trim() || null : null,
        },
      },
    });
    setPending(null);
    if (saved) enqueueSnackbar('Maintenance settings saved', { variant: 'success' });
  };

  const current: Flags = {
    deploymentFlag: state.deploymentFlag,
    notificationFlag: state.notificationFlag,
    loginDisabled: state.loginDisabled,
  };
  const asked = pending ? question(current, pending) : null;

  return (
    <Card data-testid="maintenance-switch">
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          Maintenance
        </Typography>
        <Stack spacing={1}>
          <TextField
            label="Window (minutes)"
            type="number"
            size="small"
            value={minutes}
            onChange={(event) => setMinutes(Math.max(1, Number(event.target.value) || DEFAULT_MINUTES))}
            sx={{ maxWidth: 200 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={state.notificationFlag}
                disabled={loading}
                onChange={(_event, checked) => setPending({ ...current, notificationFlag: checked })}
              />
            }
            label="Announce maintenance (banner)"
          />
          <FormControlLabel
            control={
              <Switch
                checked={state.deploymentFlag}
                disabled={loading}
                onChange={(_event, checked) => setPending({ ...current, deploymentFlag: checked })}
              />
            }
            label="Under maintenance (blocks learners)"
          />
          <TextField
            label="Upgrade notice"
            size="small"
            value={notice}
            onChange={(event) => setNotice(event.target.value)}
            placeholder="Login is disabled until 2 June, 06:00 for an upgrade."
          />
          <FormControlLabel
            control={
              <Switch
                checked={state.loginDisabled}
                disabled={loading}
                onChange={(_event, checked) => setPending({ ...current, loginDisabled: checked })}
              />
            }
            label="Disable login"
          />
          <Button
            size="small"
            onClick={() =>
              setPending({ deploymentFlag: false, notificationFlag: false, loginDisabled: false })
            }
            disabled={loading}
            sx={{ alignSelf: 'flex-start' }}
          >
            Switch everything off
          </Button>
        </Stack>
        <ConfirmDialog
          open={pending !== null}
          title={asked?.title ?? ''}
          confirmLabel="Confirm"
          busy={loading}
          onConfirm={() => {
            if (pending) void save(pending);
          }}
          onDismiss={() => setPending(null)}
          testId="maintenance-confirm"
        >
          {asked?.text}
        </ConfirmDialog>
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { RoleId } from '@finx/domain';
import {
  useMaintenanceQuery,
  useSetMaintenanceMutation,
  useViewerQuery,
} from '../../graphql/generated/hooks';

const STAFF: readonly number[] = [RoleId.ADMIN, RoleId.OPS];
/** The spec's banner promises 30 to 45 minutes; the window defaults to the longer. */
const DEFAULT_MINUTES = 45;

/** The staff switch for maintenance, on the admin and operations dashboards. */
export function MaintenanceSwitch() {
  const { enqueueSnackbar } = useSnackbar();
  const { data: viewerData } = useViewerQuery();
  const { data } = useMaintenanceQuery();
  const [setMaintenance, { loading }] = useSetMaintenanceMutation();
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const [notice, setNotice] = useState('');
  if (!STAFF.includes(viewerData?.viewer?.roleId ?? 0) || !data) return null;
  const state = data.maintenance;

  const save = async (next: {
    deploymentFlag: boolean;
    notificationFlag: boolean;
    loginDisabled: boolean;
  }) => {
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
    if (saved) enqueueSnackbar('Maintenance settings saved', { variant: 'success' });
  };

  const current = {
    deploymentFlag: state.deploymentFlag,
    notificationFlag: state.notificationFlag,
    loginDisabled: state.loginDisabled,
  };

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
                onChange={(_event, checked) => void save({ ...current, notificationFlag: checked })}
              />
            }
            label="Announce maintenance (banner)"
          />
          <FormControlLabel
            control={
              <Switch
                checked={state.deploymentFlag}
                disabled={loading}
                onChange={(_event, checked) => void save({ ...current, deploymentFlag: checked })}
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
                onChange={(_event, checked) => void save({ ...current, loginDisabled: checked })}
              />
            }
            label="Disable login"
          />
          <Button
            size="small"
            onClick={() =>
              void save({ deploymentFlag: false, notificationFlag: false, loginDisabled: false })
            }
            disabled={loading}
            sx={{ alignSelf: 'flex-start' }}
          >
            Switch everything off
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

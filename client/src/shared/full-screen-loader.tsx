import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { LOADER_Z_INDEX } from '@finx/domain';

/** The spec's full-screen loader overlay: above dialogs' backdrops, below toasts. */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Backdrop open sx={{ zIndex: LOADER_Z_INDEX, color: 'common.white' }} data-testid="full-screen-loader">
      <CircularProgress color="inherit" aria-label={label} />
    </Backdrop>
  );
}

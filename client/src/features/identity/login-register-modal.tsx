import { lazy, startTransition, Suspense, useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseIcon from '@mui/icons-material/Close';
import { PRODUCT_NAME } from '@finx/domain';
import type { ViewerFieldsFragment } from '../../graphql/generated/graphql';
import { AlreadySignedIn } from './already-signed-in';
import { LoginForm } from './login-form';

// The home page opens on the Login tab; the registration form (its fields, checks and OTP flow) loads
// only when the Register tab is chosen.
const RegisterTab = lazy(() => import('./register-tab').then((module) => ({ default: module.RegisterTab })));

const TabLoading = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);

/** The Login tab's height as drawn (its two fields and the Forgot Password link), at every width. */
const LOGIN_TAB_HEIGHT = 164;

export type AuthTab = 'register' | 'login';

type Props = {
  open: boolean;
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  onClose: () => void;
  onSignedIn?: (viewer: ViewerFieldsFragment) => void;
  /** Someone already signed in: the modal offers to continue or sign out instead of the forms. */
  signedInAs?: ViewerFieldsFragment | null;
};

/**
 * The Register/Login modal of `000 §2`. Each tab's content mounts fresh when selected, which is what
 * "switching tabs clears the form state" asks for.
 */
export function LoginRegisterModal({ open, tab, onTabChange, onClose, onSignedIn, signedInAs }: Props) {
  const titleId = useId();
  const panelId = useId();
  // MUI's Dialog mounts its portal from an effect, so what it holds is drawn in a second pass that React
  // runs at once, in one task: the home page opens this modal on load, and that pass (the form's fields
  // and buttons, their styles) held a phone-speed processor for half a second. The modal's frame is drawn
  // first and its panel after, as a transition React spreads over short tasks; until then the panel
  // keeps the Login tab's height, so the form's arrival moves nothing.
  const [panelDrawn, setPanelDrawn] = useState(false);
  useEffect(() => {
    if (open) startTransition(() => setPanelDrawn(true));
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        Welcome to {PRODUCT_NAME}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 3 }}>
        <Tabs value={tab} onChange={(_event, value: AuthTab) => onTabChange(value)} variant="fullWidth">
          <Tab label="Register" value="register" id={`${panelId}-register`} aria-controls={panelId} />
          <Tab label="Login" value="login" id={`${panelId}-login`} aria-controls={panelId} />
        </Tabs>
      </Box>
      <DialogContent id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} sx={{ pt: 3 }}>
        {!panelDrawn ? (
          <Box sx={{ height: LOGIN_TAB_HEIGHT }} />
        ) : signedInAs ? (
          <AlreadySignedIn viewer={signedInAs} />
        ) : tab === 'login' ? (
          <LoginForm key="login" onSignedIn={onSignedIn} />
        ) : (
          <Suspense fallback={<TabLoading />}>
            <RegisterTab key="register" onLogin={() => onTabChange('login')} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}

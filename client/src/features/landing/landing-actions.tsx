import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { landingRegisterLink } from './landing-register-link';

interface Props {
  /** The page's own entry-link values (`camp`, `cli`, ...), see `landingRegisterLink`. */
  campaign: Readonly<Record<string, string | undefined>>;
  registerLabel: string;
  /** On the dark hero the secondary action is white; on a light section it is the outlined default. */
  tone: 'hero' | 'page';
  testId: string;
}

/**
 * The landing pages' call to action: a visitor registers (carrying the campaign) or logs in; someone
 * signed in goes on to their own dashboard, which is where the learner's jobs and courses live.
 */
export function LandingActions({ campaign, registerLabel, tone, testId }: Props) {
  const { search } = useLocation();
  const { data } = useViewerQuery();
  const viewer = data?.viewer;
  const outlined = tone === 'hero' ? { color: 'inherit' as const, sx: { borderColor: 'common.white' } } : {};

  if (viewer) {
    return (
      <Button
        component={RouterLink}
        to={viewer.landingRoute}
        variant="contained"
        color="secondary"
        size="large"
        data-testid={`${testId}-dashboard`}
      >
        Go to my dashboard
      </Button>
    );
  }
  return (
    <>
      <Button
        component={RouterLink}
        to={landingRegisterLink(search, campaign)}
        variant="contained"
        color="secondary"
        size="large"
        data-testid={`${testId}-register`}
      >
        {registerLabel}
      </Button>
      <Button
        component={RouterLink}
        to={ClientRoute.login()}
        variant="outlined"
        size="large"
        data-testid={`${testId}-login`}
        {...outlined}
      >
        Already registered? Log in
      </Button>
    </>
  );
}

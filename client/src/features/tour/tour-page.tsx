import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useNavigate } from 'react-router-dom';
import { RoleId } from '@finx/domain';
import {
  useCompleteTourMutation,
  useIsTourCompletedQuery,
  useViewerQuery,
} from '../../graphql/generated/hooks';
import { LearnerHeader } from '../learner-header/learner-header';
import { TOUR_SLIDES, TOUR_SLIDE_MS } from './tour-slides';

const fadeIn = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;

/**
 * `/my-tour` (`000 §2`, §4): plays the tour with Skip Tour; learners see the learner header. When it
 * ends or is skipped: not yet completed → mark it completed and go to /userprofile (the dashboard if
 * that fails); already completed → learners to /studentDashboard, others to /admin-dashboard; nobody
 * signed in → /.
 */
export default function TourPage() {
  const navigate = useNavigate();
  const { data: viewerData } = useViewerQuery();
  const viewer = viewerData?.viewer;
  const { data: tourData } = useIsTourCompletedQuery({ skip: !viewer });
  const [completeTour] = useCompleteTourMutation();
  const [slide, setSlide] = useState(0);
  const leaving = useRef(false);

  const finish = useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    if (!viewer) {
      navigate('/', { replace: true });
      return;
    }
    const dashboard = viewer.roleId === RoleId.LEARNER ? '/studentDashboard' : '/admin-dashboard';
    if (tourData?.isTourCompleted) {
      navigate(dashboard, { replace: true });
      return;
    }
    const { data } = await completeTour();
    navigate(data?.completeTour.ok ? '/userprofile' : dashboard, { replace: true });
  }, [completeTour, navigate, tourData?.isTourCompleted, viewer]);

  useEffect(() => {
    const id = setTimeout(() => {
      if (slide + 1 < TOUR_SLIDES.length) setSlide(slide + 1);
      else void finish();
    }, TOUR_SLIDE_MS);
    return () => clearTimeout(id);
  }, [slide, finish]);

  const current = TOUR_SLIDES[slide] ?? TOUR_SLIDES[0];
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {viewer?.roleId === RoleId.LEARNER && (
        <LearnerHeader onToggleMenu={() => navigate('/studentDashboard')} />
      )}
      <Box
        component="main"
        role="region"
        aria-label="Product tour"
        sx={{
          flex: 1,
          display: 'grid',
          placeItems: 'center',
          p: 4,
          color: 'primary.contrastText',
          background: 'linear-gradient(135deg, #0b2545 0%, #13315c 55%, #0b7a74 100%)',
        }}
      >
        <Box key={slide} sx={{ maxWidth: 640, textAlign: 'center', animation: `${fadeIn} 600ms ease-out` }}>
          <Typography variant="h3" component="h1" gutterBottom>
            {current.title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.85, fontWeight: 400 }}>
            {current.text}
          </Typography>
        </Box>
        <Box sx={{ width: '100%', maxWidth: 640 }}>
          <LinearProgress
            variant="determinate"
            value={((slide + 1) / TOUR_SLIDES.length) * 100}
            color="secondary"
            aria-label="Tour progress"
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button
              variant="contained"
              color="secondary"
              onClick={() => void finish()}
              data-testid="skip-tour"
            >
              Skip Tour
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

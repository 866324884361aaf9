import { useEffect, useState } from 'react';
import Fab from '@mui/material/Fab';
import Zoom from '@mui/material/Zoom';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Delay } from '@finx/domain';

const SHOW_AFTER_PX = 300;

/** Scrolls to the top over `durationMs` with an ease-out curve (the spec's 500 ms). */
export function scrollToTop(durationMs: number = Delay.RETURN_TO_TOP): void {
  const start = window.scrollY;
  if (start <= 0) return;
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/**
 * The return-to-top control of the learner screens, shown once the page has been scrolled. It is not
 * drawn until then: every learner screen opens at the top, and drawing a hidden button (its styles, and
 * reading the scroll position, which makes the browser lay the page out at once) was part of the app's
 * first commit on every page. A restored scroll position arrives as a scroll event.
 */
export function ReturnToTop() {
  const [visible, setVisible] = useState(false);
  // Once shown it stays mounted, so it can zoom out again.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      const past = window.scrollY > SHOW_AFTER_PX;
      setVisible(past);
      if (past) setShown(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Zoom in={visible}>
      <Fab
        color="secondary"
        size="small"
        aria-label="Return to top"
        onClick={() => scrollToTop()}
        sx={{ position: 'fixed', right: 24, bottom: 24 }}
      >
        <KeyboardArrowUpIcon />
      </Fab>
    </Zoom>
  );
}

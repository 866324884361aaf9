import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useInView } from 'react-intersection-observer';

interface Props {
  /** `data-testid` of the section's box, there before its content, so a test can scroll to it. */
  testId: string;
  /** Room the content is expected to take, so the page below it does not move when it arrives. */
  minHeight: number;
  children: ReactNode;
}

/**
 * A section below the fold that is drawn, and its code loaded (children that are `lazy`), only when the
 * visitor scrolls near it: a visit that never gets there never downloads it. Without IntersectionObserver
 * (an old browser, jsdom) it is drawn at once.
 */
export function WhenSeen({ testId, minHeight, children }: Props) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '300px 0px', fallbackInView: true });
  return (
    <Box ref={ref} data-testid={testId} sx={{ minHeight: inView ? undefined : minHeight }}>
      {inView && <Suspense fallback={<Box sx={{ minHeight }} />}>{children}</Suspense>}
    </Box>
  );
}

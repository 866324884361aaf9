import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_GRADIENT } from '../../shared/theme';
import { PublicLayout } from '../frames/public-layout';

interface Props {
  eyebrow: string;
  title: string;
  intro: string;
  /** The hero's calls to action. */
  actions: ReactNode;
  testId: string;
  children: ReactNode;
}

/**
 * The frame of a landing page: the public layout, a hero (eyebrow, the page's one h1, intro and calls to
 * action) on the brand gradient, then the page's sections on a wide container.
 */
export function LandingFrame({ eyebrow, title, intro, actions, testId, children }: Props) {
  return (
    <PublicLayout>
      <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
        <Box
          component="section"
          aria-labelledby={`${testId}-title`}
          sx={{ background: BRAND_GRADIENT, color: 'common.white', py: { xs: 5, md: 8 } }}
        >
          <Container maxWidth="lg" sx={{ px: { xs: 2, sm: 3 } }}>
            <Typography variant="overline" component="p" sx={{ opacity: 0.9, letterSpacing: 1 }}>
              {eyebrow}
            </Typography>
            <Typography
              id={`${testId}-title`}
              variant="h3"
              component="h1"
              sx={{ maxWidth: 820, overflowWrap: 'anywhere', mb: 2 }}
            >
              {title}
            </Typography>
            <Typography
              variant="h6"
              component="p"
              sx={{ maxWidth: 760, fontWeight: 400, opacity: 0.95, mb: 4 }}
            >
              {intro}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              {actions}
            </Stack>
          </Container>
        </Box>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 }, px: { xs: 2, sm: 3 } }}>
          <Stack spacing={{ xs: 5, md: 6 }}>{children}</Stack>
        </Container>
      </Box>
    </PublicLayout>
  );
}

/** A titled section of a landing page (its h2 names it for assistive technology). */
export function LandingSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Typography id={`${id}-heading`} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}

import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Text } from '@finx/domain';
import { PublicLayout } from './public-layout';

interface Props {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}

/**
 * The frame of the public static pages (`001 §2`: policies, FAQ, roadmap): the public layout around
 * the title, the sections and a Go To Homepage button. Readable line length on wide screens.
 */
export function StaticPageLayout({ title, intro, testId, children }: Props) {
  return (
    <PublicLayout>
      <Container maxWidth="md" sx={{ flex: 1, py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
        <Paper component="article" data-testid={testId} sx={{ p: { xs: 2.5, md: 5 } }}>
          <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ mb: 3 }}>
            {intro}
          </Typography>
          <Divider sx={{ mb: 3 }} />
          {children}
          <Divider sx={{ my: 3 }} />
          <Button variant="contained" component={RouterLink} to="/">
            {Text.GO_TO_HOMEPAGE}
          </Button>
        </Paper>
      </Container>
    </PublicLayout>
  );
}

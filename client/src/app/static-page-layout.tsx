import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME, Text } from '@finx/domain';
import { SiteFooter } from './site-footer';

interface Props {
  title: string;
  intro: string;
  testId: string;
  children: ReactNode;
}

/**
 * The frame of the public static pages (`001 §2`: policies, FAQ): a brand link home, the title, the
 * sections, a Go To Homepage button and the site footer. Readable line length on wide screens.
 */
export function StaticPageLayout({ title, intro, testId, children }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      <Box component="header" sx={{ px: 3, py: 2, bgcolor: 'background.paper', boxShadow: 1 }}>
        <Link component={RouterLink} to="/" underline="none" variant="h6" color="primary">
          {PRODUCT_NAME}
        </Link>
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 3, md: 5 } }}>
        <Paper component="article" data-testid={testId} sx={{ p: { xs: 3, md: 5 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
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
      <SiteFooter />
    </Box>
  );
}

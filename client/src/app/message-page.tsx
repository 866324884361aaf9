import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Text } from '@finx/domain';
import { SiteFooter } from './site-footer';

/** A full page with a title, a line of explanation and the way home. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="main"
        sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
      >
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {children}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/">
            {Text.GO_TO_HOMEPAGE}
          </Button>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}

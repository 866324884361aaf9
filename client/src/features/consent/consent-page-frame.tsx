import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@finx/domain';

/** The plain card the consent and unsubscribe pages share (they open in a tab of their own). */
export function ConsentPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 520 }}>
        <Typography variant="overline" color="secondary">
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

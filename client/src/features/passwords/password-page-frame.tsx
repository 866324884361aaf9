import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@finx/domain';

/** The centred card the password screens share. */
export function PasswordPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0b2545 0%, #13315c 55%, #0b7a74 100%)',
      }}
    >
      <Paper sx={{ p: 4, width: '100%', maxWidth: 460 }} elevation={6}>
        <Typography variant="overline" color="secondary">
          {PRODUCT_NAME}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Text } from '@finx/domain';

/** The global error screen of `000 §2`, shown when rendering crashes. */
export function ErrorScreen() {
  return (
    <Box
      component="main"
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box>
        <Typography variant="h4" component="h1" gutterBottom>
          {Text.ERROR_TITLE}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {Text.ERROR_SUPPORT}
        </Typography>
        {/* A full load, not a router navigation: the crashed tree and its state must go. */}
        <Button variant="contained" onClick={() => window.location.assign('/')}>
          {Text.GO_TO_HOMEPAGE}
        </Button>
      </Box>
    </Box>
  );
}

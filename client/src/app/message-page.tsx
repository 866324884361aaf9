import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Text } from '@finx/domain';
import { useViewerQuery } from '../graphql/generated/hooks';

/**
 * A title, a line of explanation and the way back, inside whichever layout the route gives it: the
 * signed-in go to their own landing screen, visitors to the home page.
 */
export function MessagePage({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { data } = useViewerQuery();
  const viewer = data?.viewer;
  return (
    <Box
      data-testid={testId}
      sx={{
        flex: 1,
        display: 'grid',
        placeItems: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        textAlign: 'center',
      }}
    >
      <Box sx={{ maxWidth: 560 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {children}
        </Typography>
        {viewer ? (
          <Button variant="contained" component={RouterLink} to={viewer.landingRoute}>
            Go to my dashboard
          </Button>
        ) : (
          <Button variant="contained" component={RouterLink} to="/">
            {Text.GO_TO_HOMEPAGE}
          </Button>
        )}
      </Box>
    </Box>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { CourseContentFieldsFragment } from '../../graphql/generated/graphql';

type Provider = NonNullable<CourseContentFieldsFragment['externalProvider']>;

/** In place of the built-in player: the provider that teaches this product and the learner's login there. */
export function ExternalProviderCard({ provider }: { provider: Provider }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} data-testid="external-provider">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          This product is taught by {provider.providerName}
        </Typography>
        {provider.loginId ? (
          <Typography data-testid="external-provider-login">
            Your login there: <strong>{provider.loginId}</strong>
          </Typography>
        ) : (
          <Typography color="text.secondary" data-testid="external-provider-pending">
            Your login at {provider.providerName} is being set up. Please check again later.
          </Typography>
        )}
        <Button
          variant="contained"
          href={provider.launchUrl}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewIcon />}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="external-provider-launch"
        >
          Continue at {provider.providerName}
        </Button>
      </Stack>
    </Paper>
  );
}

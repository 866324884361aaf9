import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Text } from '@finx/domain';

/** The learner info banners of `000 §2` / `001 §1`. */
export function InfoBanners() {
  return (
    <Stack spacing={1.5} component="section" aria-label="Information">
      <Alert severity="info">{Text.BANNER_FREE_CONTENT}</Alert>
      <Alert severity="success">{Text.BANNER_PROFILE}</Alert>
      <Alert severity="info" variant="outlined">
        {Text.BANNER_DOCUMENTS}
      </Alert>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMPLOYABILITY_WEIGHTS, Text } from '@finx/domain';
import type { LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';

/** The score of a profile with every section complete (100): at it there is nothing left to raise. */
const EMPLOYABILITY_SCORE_MAX = Object.values(EMPLOYABILITY_WEIGHTS).reduce((sum, weight) => sum + weight, 0);

/** Completeness and the Employability Score, with the spec's banners (`000 §3`, `001 §1`). */
export function ProfileSummary({ profile }: { profile: LearnerProfileFieldsFragment }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="profile-summary">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography variant="subtitle2" color="text.secondary">
            Profile completeness
          </Typography>
          <Typography variant="h4" component="p" data-testid="profile-completeness">
            {profile.completeness}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={profile.completeness}
            aria-label="Profile completeness"
          />
          {profile.completeness < 100 && <Alert severity="info">{Text.BANNER_PROFILE}</Alert>}
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <Typography variant="subtitle2" color="text.secondary">
            Employability Score
          </Typography>
          <Typography variant="h4" component="p" data-testid="profile-employability">
            {profile.employabilityScore} / {EMPLOYABILITY_SCORE_MAX}
          </Typography>
          {profile.employabilityScore < EMPLOYABILITY_SCORE_MAX && (
            <Typography variant="body2" color="text.secondary" data-testid="profile-employability-hint">
              Raise it by completing your profile and uploading your documents below.
            </Typography>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourseProgressFieldsFragment } from '../../graphql/generated/graphql';

/** Lessons completed of all, as a bar and in words. */
export function CourseProgressBar({ progress }: { progress: CourseProgressFieldsFragment }) {
  const label = `${progress.completedLessons} of ${progress.totalLessons} lessons completed`;
  return (
    <Stack spacing={0.5} data-testid="course-progress" data-percent={progress.percent}>
      <LinearProgress variant="determinate" value={progress.percent} aria-label={label} />
      <Typography variant="caption" color="text.secondary" data-testid="course-progress-text">
        {label} ({progress.percent}%)
      </Typography>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  useJobCourseStagesQuery,
  useStaffJobFormOptionsQuery,
  useUpdateJobRecommendedCourseMutation,
} from '../../../graphql/generated/hooks';
import { formatCount } from '../../../shared/format';
import { useSnackbar } from '../../../shared/toast';

export const RECOMMENDED_COURSE_SAVED_TEXT = 'Recommended course saved successfully';
/** Said instead of the counts while the job recommends no course: every applicant is then not enrolled. */
export const NO_RECOMMENDED_COURSE_TEXT =
  'This job recommends no course: choose one to follow its applicants’ enrolments.';

const NONE = '';

/**
 * The course a job recommends and where its applicants stand on it (`001 §7` update recommended course,
 * courseStage): not enrolled, enrolled, completed. Saving a new course recounts at once.
 */
export function JobCourseStages({
  jobId,
  recommendedProductId,
  onSaved,
}: {
  jobId: number;
  recommendedProductId: number | null;
  onSaved: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const stages = useJobCourseStagesQuery({ variables: { jobId }, fetchPolicy: 'cache-and-network' });
  const options = useStaffJobFormOptionsQuery();
  const [save, { loading: saving }] = useUpdateJobRecommendedCourseMutation();
  const saved = recommendedProductId === null ? NONE : String(recommendedProductId);
  // Null until staff pick another course: the saved one shows until then.
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = picked ?? saved;
  const courses = options.data?.courses.items ?? [];

  const submit = async () => {
    const input = { jobId, recommendedProductId: value === NONE ? null : Number(value) };
    const { data } = await save({ variables: { input } });
    const payload = data?.updateJobRecommendedCourse;
    if (!payload) return;
    const [refusal] = payload.userErrors;
    if (refusal) {
      setError(refusal.message);
      return;
    }
    setPicked(null);
    setError(null);
    enqueueSnackbar(RECOMMENDED_COURSE_SAVED_TEXT, { variant: 'success' });
    void stages.refetch();
    onSaved();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="job-course-stages">
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          Recommended course
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            label="Recommended course"
            value={value}
            onChange={(event) => {
              setPicked(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            sx={{ minWidth: { sm: 320 }, maxWidth: '100%' }}
            slotProps={{
              select: { SelectDisplayProps: { 'data-testid': 'job-recommended-course' } as object },
            }}
          >
            <MenuItem value={NONE}>None</MenuItem>
            {/* The saved course stays choosable even when it is beyond the catalogue's first page. */}
            {saved !== NONE && !courses.some((course) => String(course.productId) === saved) && (
              <MenuItem value={saved}>Course {saved}</MenuItem>
            )}
            {courses.map((course) => (
              <MenuItem key={course.productId} value={String(course.productId)}>
                {course.productName}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={saving || value === saved}
            data-testid="job-recommended-course-save"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: 1 } }}
          >
            Save
          </Button>
        </Stack>
        {recommendedProductId === null ? (
          <Typography color="text.secondary">{NO_RECOMMENDED_COURSE_TEXT}</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1.5 }}>
            {(stages.data?.jobCourseStages ?? []).map((stage) => (
              <Stack
                key={stage.courseStage}
                sx={{ minWidth: 120 }}
                data-testid={`course-stage-${stage.courseStage}`}
              >
                <Typography variant="caption" color="text.secondary">
                  {stage.label}
                </Typography>
                <Typography variant="h6" component="p">
                  {formatCount(stage.applicants)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClientRoute, isLessonKind, parseEntityId } from '@finx/domain';
import { FullScreenLoader } from '../../../shared/full-screen-loader';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { formatDuration } from '../../../shared/format';
import { useSnackbar } from '../../../shared/toast';
import type { StaffLessonFieldsFragment } from '../../../graphql/generated/graphql';
import {
  useCourseLessonsQuery,
  useMoveCourseLessonMutation,
  useRemoveCourseLessonMutation,
} from '../../../graphql/generated/hooks';
import { CourseLessonsDialog } from './course-lessons-dialog';
import { LESSON_KIND_LABEL, LESSON_REMOVED_TEXT } from './course-lessons-text';

type Lesson = StaffLessonFieldsFragment;

/** What a lesson plays or opens, under its title: its file, its address or the course's test. */
const detailOf = (lesson: Lesson): string => {
  const kind = isLessonKind(lesson.kind) ? LESSON_KIND_LABEL[lesson.kind] : lesson.kind;
  const where = lesson.fileName ?? lesson.url ?? (lesson.assessmentProductId ? 'The course’s test' : null);
  return [kind, formatDuration(lesson.minutes), where].filter(Boolean).join(' · ');
};

/**
 * /course-lessons/:moduleId (issue 28 item 2, admin): a module's lessons in order. Add one (a video, a
 * PDF, a link or the course's test), edit it, move it up or down, remove it after a question. Reached
 * from a module's row on /modules-list and from the course's modules on /edit-course.
 */
export default function CourseLessonsPage() {
  const { moduleId: raw } = useParams();
  const moduleId = parseEntityId(raw ?? null);
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading, refetch } = useCourseLessonsQuery({
    variables: { moduleId: moduleId ?? 0 },
    skip: moduleId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [move, { loading: moving }] = useMoveCourseLessonMutation();
  const [remove, { loading: removing }] = useRemoveCourseLessonMutation();
  // undefined: no dialog; null: a new lesson; a lesson: editing it.
  const [editing, setEditing] = useState<Lesson | null | undefined>(undefined);
  const [removal, setRemoval] = useState<Lesson | null>(null);

  if (moduleId === null) return <Alert severity="warning">This module could not be found.</Alert>;
  if (loading && !data) return <FullScreenLoader />;
  const payload = data?.courseLessons;
  const view = payload?.lessons;
  if (!view) {
    return (
      <Alert severity="warning" data-testid="course-lessons-refused">
        {payload?.userErrors[0]?.message ?? 'This module could not be found.'}
      </Alert>
    );
  }
  const { module, lessons } = view;

  const refusals = (userErrors: readonly { message: string }[]) => {
    for (const error of userErrors) enqueueSnackbar(error.message, { variant: 'error' });
  };
  const moveLesson = async (lesson: Lesson, up: boolean) => {
    const { data: result } = await move({ variables: { lessonId: lesson.lessonId, up } });
    refusals(result?.moveCourseLesson.userErrors ?? []);
  };
  const confirmRemoval = async () => {
    if (!removal) return;
    const { data: result } = await remove({ variables: { lessonId: removal.lessonId } });
    setRemoval(null);
    const answer = result?.removeCourseLesson;
    if (!answer) return;
    refusals(answer.userErrors);
    if (answer.lessons) enqueueSnackbar(LESSON_REMOVED_TEXT, { variant: 'success' });
  };

  return (
    <Stack spacing={3} data-testid="course-lessons" sx={{ maxWidth: 880, minWidth: 0 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={ClientRoute.modulesList()} underline="hover" variant="body2">
            ← Modules
          </Link>
          <Link
            component={RouterLink}
            to={ClientRoute.editCourse(module.productId)}
            underline="hover"
            variant="body2"
            data-testid="course-lessons-course"
          >
            {module.productName}
          </Link>
        </Stack>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          Lessons: {module.sequence}. {module.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            label={module.active ? 'Module active' : 'Module inactive'}
            color={module.active ? 'success' : 'default'}
          />
          <Chip
            size="small"
            label={view.productActive ? 'Course on sale' : 'Course not on sale'}
            color={view.productActive ? 'success' : 'default'}
            data-testid="course-lessons-on-sale"
          />
        </Stack>
      </Stack>

      {lessons.length === 0 ? (
        <Alert severity="info" data-testid="course-lessons-empty">
          This module has no lessons yet. A course is activated only once each of its active modules has a
          lesson.
        </Alert>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Lessons">
          {lessons.map((lesson, index) => (
            <Paper
              component="li"
              key={lesson.id}
              variant="outlined"
              data-testid="course-lesson"
              data-lesson-id={lesson.lessonId}
              sx={{ p: 1.5 }}
            >
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Stack sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                    {lesson.sequence}. {lesson.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {detailOf(lesson)}
                    {lesson.completions > 0 && ` · completed by ${lesson.completions}`}
                  </Typography>
                </Stack>
                <Stack direction="row" sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'center' } }}>
                  <IconButton
                    aria-label={`Move ${lesson.title} up`}
                    disabled={index === 0 || moving}
                    onClick={() => void moveLesson(lesson, true)}
                    data-testid={`lesson-up-${lesson.lessonId}`}
                  >
                    <ArrowUpIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${lesson.title} down`}
                    disabled={index === lessons.length - 1 || moving}
                    onClick={() => void moveLesson(lesson, false)}
                    data-testid={`lesson-down-${lesson.lessonId}`}
                  >
                    <ArrowDownIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Edit ${lesson.title}`}
                    onClick={() => setEditing(lesson)}
                    data-testid={`lesson-edit-${lesson.lessonId}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Remove ${lesson.title}`}
                    onClick={() => setRemoval(lesson)}
                    data-testid={`lesson-remove-${lesson.lessonId}`}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}

      <Button
        variant="contained"
        onClick={() => setEditing(null)}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="lesson-add"
      >
        Add Lesson
      </Button>

      {editing !== undefined && (
        <CourseLessonsDialog
          moduleId={module.moduleId}
          lesson={editing}
          hasTest={view.assessment !== null}
          testMinutes={view.assessment?.minutes ?? 0}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refetch();
          }}
        />
      )}
      <ConfirmDialog
        open={removal !== null}
        title="Remove lesson?"
        confirmLabel="Remove"
        busy={removing}
        onConfirm={() => void confirmRemoval()}
        onDismiss={() => setRemoval(null)}
        testId="lesson-remove-confirm"
      >
        ‘{removal?.title}’ will be removed from this module and learners will no longer see it. A lesson that
        learners have completed is kept.
      </ConfirmDialog>
    </Stack>
  );
}

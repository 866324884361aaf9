import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { type FormikErrors, useFormik } from 'formik';
import { useState } from 'react';
import {
  CatalogueAdminMessage,
  checkLessonDuration,
  isLessonKind,
  LESSON_KINDS,
  type LessonFormValues,
  LessonKind,
  lessonMinutesOf,
  lessonSchema,
  messageFor,
} from '@finx/domain';
import { formatDuration } from '../../../shared/format';
import { fieldError, formikTextField } from '../../../shared/formik-text-field';
import { useSnackbar } from '../../../shared/toast';
import type { StaffLessonFieldsFragment } from '../../../graphql/generated/graphql';
import { useSaveCourseLessonMutation } from '../../../graphql/generated/hooks';
import { applyUserErrors } from '../../../graphql/use-operation';
import {
  LESSON_FILE_ACCEPT,
  LESSON_FILE_HINT,
  LESSON_KIND_LABEL,
  LESSON_SAVED_TEXT,
  NO_TEST_TEXT,
} from './course-lessons-text';
import { lessonFileTooLarge, readVideoDuration, uploadLesson } from './course-lessons-upload';

interface Values extends LessonFormValues {
  file: File | null;
}

/** A video's length as read from the chosen file: still reading, read (seconds), or unreadable (null). */
type Duration = 'reading' | number | null;

const FILE_KINDS: readonly string[] = [LessonKind.VIDEO, LessonKind.DOCUMENT];

/** Whether the lesson needs a file chosen now: a new video or document, or one that changes kind. */
const needsFile = (kind: string, lesson: StaffLessonFieldsFragment | null): boolean =>
  FILE_KINDS.includes(kind) && lesson?.kind !== kind;

/**
 * Add or edit one lesson of a module. A video's or document's file goes with the lesson through the
 * upload route (a video's length read here first, by a `<video>` element, and sent with it); a link,
 * the test, or an edit that keeps the file is saved by the GraphQL mutation. Either way the rules are
 * the domain's, checked again by the gateway and REST.
 */
export function CourseLessonsDialog({
  moduleId,
  lesson,
  hasTest,
  testMinutes,
  onClose,
  onSaved,
}: {
  moduleId: number;
  /** The lesson edited, or null to add one at the end of the module. */
  lesson: StaffLessonFieldsFragment | null;
  hasTest: boolean;
  testMinutes: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [save] = useSaveCourseLessonMutation();
  const [duration, setDuration] = useState<Duration>(null);

  const formik = useFormik<Values>({
    initialValues: {
      kind: lesson && isLessonKind(lesson.kind) ? lesson.kind : LessonKind.VIDEO,
      title: lesson?.title ?? '',
      // A video's and a test's minutes are not entered: they come from the file and the assessment.
      minutes:
        lesson && (lesson.kind === LessonKind.DOCUMENT || lesson.kind === LessonKind.LINK)
          ? lesson.minutes
          : '',
      url: lesson?.url ?? '',
      file: null,
    },
    validationSchema: lessonSchema,
    validate: (values): FormikErrors<Values> => {
      if (values.file) {
        const tooLarge = lessonFileTooLarge(values.kind, values.file);
        if (tooLarge) return { file: messageFor(tooLarge) };
        if (values.kind === LessonKind.VIDEO && duration !== 'reading') {
          const wrong = checkLessonDuration(duration);
          if (wrong) return { file: wrong };
        }
        return {};
      }
      if (!needsFile(values.kind, lesson)) return {};
      return {
        file:
          values.kind === LessonKind.VIDEO
            ? CatalogueAdminMessage.LESSON_VIDEO_FILE
            : CatalogueAdminMessage.LESSON_DOCUMENT_FILE,
      };
    },
    onSubmit: async (values, helpers) => {
      const minutes = values.minutes === '' ? null : Number(values.minutes);
      const fields = { moduleId, lessonId: lesson?.lessonId ?? null, title: values.title.trim() };
      if (values.file && (values.kind === LessonKind.VIDEO || values.kind === LessonKind.DOCUMENT)) {
        const errors = await uploadLesson({
          ...fields,
          kind: values.kind,
          minutes: values.kind === LessonKind.DOCUMENT ? minutes : null,
          durationSeconds: typeof duration === 'number' ? duration : null,
          file: values.file,
        });
        for (const error of applyUserErrors(errors, helpers, values)) {
          enqueueSnackbar(error.message, { variant: 'error' });
        }
        if (errors.length > 0) return;
      } else {
        const { data } = await save({
          variables: {
            input: {
              ...fields,
              kind: values.kind,
              minutes:
                values.kind === LessonKind.DOCUMENT || values.kind === LessonKind.LINK ? minutes : null,
              url: values.kind === LessonKind.LINK ? values.url.trim() : null,
            },
          },
        });
        const payload = data?.saveCourseLesson;
        if (!payload) return;
        for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
          enqueueSnackbar(error.message, { variant: 'error' });
        }
        if (!payload.lessons) return;
      }
      enqueueSnackbar(LESSON_SAVED_TEXT, { variant: 'success' });
      onSaved();
    },
  });

  const { kind, file } = formik.values;
  const chooseFile = (chosen: File | null) => {
    void formik.setFieldValue('file', chosen, false);
    void formik.setFieldTouched('file', true, false);
    setDuration(null);
    if (!chosen || kind !== LessonKind.VIDEO) return;
    setDuration('reading');
    void readVideoDuration(chosen).then(setDuration);
  };
  const changeKind = (next: string) => {
    void formik.setFieldValue('kind', next);
    // A file picked for one kind is no file of another.
    void formik.setFieldValue('file', null, false);
    setDuration(null);
  };
  const fileError = fieldError(formik, 'file');
  const busy = formik.isSubmitting || duration === 'reading';
  const lengthText =
    kind === LessonKind.VIDEO
      ? typeof duration === 'number'
        ? `Length from the video: ${formatDuration(lessonMinutesOf(duration))}`
        : duration === 'reading'
          ? 'Reading the video’s length…'
          : lesson?.kind === LessonKind.VIDEO && !file
            ? `Length from the video: ${formatDuration(lesson.minutes)}`
            : null
      : kind === LessonKind.TEST
        ? `The course’s test, ${formatDuration(testMinutes)}`
        : null;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form noValidate onSubmit={formik.handleSubmit} aria-label={lesson ? 'Edit lesson' : 'Add lesson'}>
        <DialogTitle>{lesson ? 'Edit Lesson' : 'Add Lesson'}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }} data-testid="lesson-form">
            <TextField
              {...formikTextField(formik, 'kind')}
              onChange={(event) => changeKind(event.target.value)}
              select
              label="Lesson type"
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'lesson-kind' } as object } }}
            >
              {LESSON_KINDS.map((option) => (
                <MenuItem key={option} value={option} disabled={option === LessonKind.TEST && !hasTest}>
                  {LESSON_KIND_LABEL[option]}
                </MenuItem>
              ))}
            </TextField>
            {!hasTest && (
              <FormHelperText sx={{ mt: -1 }} data-testid="lesson-no-test">
                {NO_TEST_TEXT}
              </FormHelperText>
            )}
            <TextField {...formikTextField(formik, 'title', 'lesson-title')} label="Title" />
            {(kind === LessonKind.VIDEO || kind === LessonKind.DOCUMENT) && (
              <Stack spacing={0.5}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1.5}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Button variant="outlined" component="label" startIcon={<UploadIcon />} disabled={busy}>
                    {kind === LessonKind.VIDEO ? 'Choose video' : 'Choose PDF'}
                    <input
                      hidden
                      type="file"
                      accept={LESSON_FILE_ACCEPT[kind]}
                      data-testid="lesson-file-input"
                      onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
                    />
                  </Button>
                  <Typography
                    variant="body2"
                    sx={{ overflowWrap: 'anywhere' }}
                    data-testid="lesson-file-name"
                  >
                    {file?.name ??
                      (lesson?.kind === kind ? (lesson.fileName ?? 'The current file') : 'No file chosen')}
                  </Typography>
                </Stack>
                <FormHelperText error={Boolean(fileError)} data-testid="lesson-file-error">
                  {fileError ?? LESSON_FILE_HINT[kind]}
                </FormHelperText>
              </Stack>
            )}
            {kind === LessonKind.LINK && (
              <TextField
                {...formikTextField(formik, 'url', 'lesson-url')}
                label="Web address"
                placeholder="https://"
                type="url"
              />
            )}
            {(kind === LessonKind.DOCUMENT || kind === LessonKind.LINK) && (
              <TextField
                {...formikTextField(formik, 'minutes', 'lesson-minutes')}
                label="Minutes"
                type="number"
                slotProps={{ htmlInput: { 'data-testid': 'lesson-minutes', min: 1, inputMode: 'numeric' } }}
              />
            )}
            {lengthText && (
              <Typography variant="body2" color="text.secondary" data-testid="lesson-length">
                {lengthText}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="lesson-submit">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

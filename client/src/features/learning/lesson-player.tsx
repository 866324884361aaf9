import DocumentIcon from '@mui/icons-material/DescriptionOutlined';
import LaunchIcon from '@mui/icons-material/Launch';
import QuizIcon from '@mui/icons-material/QuizOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LessonKind } from '@finx/domain';
import { formatDuration } from '../../shared/format';
import { enqueueToast } from '../../shared/toast';
import type { CourseContentFieldsFragment } from '../../graphql/generated/graphql';
import { useCompleteLessonMutation, useViewerQuery } from '../../graphql/generated/hooks';
import { VideoWatermark } from './video-watermark';

type Lesson = CourseContentFieldsFragment['modules'][number]['lessons'][number];

/**
 * What a lesson that is no video opens (issue 28 item 2): a document through its signed link, a link
 * at its own address (both in a new tab, so the course stays open here), the course's test on its screen.
 */
function LessonOpener({ lesson }: { lesson: Lesson }) {
  const opener =
    lesson.kind === LessonKind.TEST
      ? { text: 'Take the test', icon: <QuizIcon />, props: { component: RouterLink, to: lesson.url } }
      : {
          text: lesson.kind === LessonKind.DOCUMENT ? 'Open the document' : 'Open the link',
          icon: lesson.kind === LessonKind.DOCUMENT ? <DocumentIcon /> : <LaunchIcon />,
          props: { href: lesson.url, target: '_blank', rel: 'noopener noreferrer' },
        };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, aspectRatio: { sm: '16 / 9' }, display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary">
          {lesson.kind === LessonKind.TEST
            ? `The course’s test, ${formatDuration(lesson.minutes)}: it opens on its own page.`
            : `${lesson.kind === LessonKind.DOCUMENT ? 'A document' : 'A page on another site'}, about ${formatDuration(lesson.minutes)}. It opens in a new tab.`}
        </Typography>
        <Button variant="contained" startIcon={opener.icon} {...opener.props} data-testid="lesson-open">
          {opener.text}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The lesson: a video (an HTML5 player on the document store's signed link) under the learner's moving
 * watermark, or what opens a document, a link or the test; and Mark complete. The mutation answers the
 * product as it now stands, so the outline and the bar update from the cache.
 */
export function LessonPlayer({ lesson, onCompleted }: { lesson: Lesson; onCompleted: () => void }) {
  const [complete, { loading }] = useCompleteLessonMutation();
  const { data: viewerData } = useViewerQuery();
  const watermark = viewerData?.viewer?.email ?? '';
  const markComplete = async () => {
    onCompleted();
    const { data } = await complete({ variables: { lessonId: String(lesson.lessonId) } });
    for (const error of data?.completeLesson.userErrors ?? []) {
      enqueueToast(error.message, { variant: 'error' });
    }
  };
  return (
    <Stack spacing={2} data-testid="lesson-player" data-lesson-id={lesson.lessonId} data-kind={lesson.kind}>
      {lesson.kind === LessonKind.VIDEO ? (
        <VideoWatermark label={watermark}>
          {/* The browser's own full screen would hide the watermark: full screen is offered on the frame.
              Nothing is fetched until the learner presses play (preload none): opening a course on a
              phone's data plan costs no video bytes, and the page is drawn without waiting on a frame. */}
          <video
            key={lesson.id}
            src={lesson.url}
            controls
            controlsList="nodownload nofullscreen"
            disablePictureInPicture
            preload="none"
            style={{
              display: 'block',
              width: '100%',
              aspectRatio: '16 / 9',
              background: '#000',
              borderRadius: 4,
            }}
            data-testid="lesson-video"
          >
            Your browser cannot play this video.
          </video>
        </VideoWatermark>
      ) : (
        <LessonOpener lesson={lesson} />
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2">
          {lesson.title}
        </Typography>
        {lesson.completed ? (
          <Chip label="Completed" color="success" data-testid="lesson-completed" />
        ) : (
          <Button
            variant="contained"
            disabled={loading}
            onClick={() => void markComplete()}
            data-testid="lesson-complete"
          >
            Mark complete
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueToast } from '../../shared/toast';
import type { CourseContentFieldsFragment } from '../../graphql/generated/graphql';
import { useCompleteLessonMutation, useViewerQuery } from '../../graphql/generated/hooks';
import { VideoWatermark } from './video-watermark';

type Lesson = CourseContentFieldsFragment['modules'][number]['lessons'][number];

/**
 * The lesson's video (an HTML5 player on the document store's signed link) under the learner's moving
 * watermark, and Mark complete. The
 * mutation answers the product as it now stands, so the outline and the bar update from the cache.
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
    <Stack spacing={2} data-testid="lesson-player" data-lesson-id={lesson.lessonId}>
      <VideoWatermark label={watermark}>
        {/* The browser's own full screen would hide the watermark: full screen is offered on the frame. */}
        <video
          key={lesson.id}
          src={lesson.videoUrl}
          controls
          controlsList="nodownload nofullscreen"
          disablePictureInPicture
          preload="metadata"
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

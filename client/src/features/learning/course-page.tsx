import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ClientRoute, parseEntityId } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { useCourseContentQuery } from '../../graphql/generated/hooks';
import { CourseOutline } from './course-outline';
import { CourseProgressBar } from './course-progress-bar';
import { ExternalProviderCard } from './external-provider-card';
import { LessonPlayer } from './lesson-player';

/**
 * /my-learning/:productId: a product of My Learning opened (issue 11). Modules and lessons on one side,
 * the chosen lesson's video and Mark complete on the other, the progress bar above. A product the
 * learner does not hold, or whose access has ended, shows the server's reason instead.
 */
export default function CoursePage() {
  const { productId: raw } = useParams();
  const productId = parseEntityId(raw ?? null);
  const { data, loading } = useCourseContentQuery({
    variables: { productId: String(productId ?? '') },
    skip: productId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [chosen, setChosen] = useState<number | null>(null);

  if (productId === null) return <Refused message="This product could not be found." />;
  if (loading && !data) return <FullScreenLoader />;
  const payload = data?.courseContent;
  const content = payload?.content;
  if (!content) {
    return <Refused message={payload?.userErrors[0]?.message ?? 'This product could not be opened.'} />;
  }

  const lessons = content.modules.flatMap((module) => module.lessons);
  // Without a choice, the first lesson not yet completed (or the last one when all are).
  const lesson =
    lessons.find((item) => item.lessonId === chosen) ??
    lessons.find((item) => !item.completed) ??
    lessons.at(-1) ??
    null;

  return (
    <Stack spacing={3} data-testid="course-page" data-product-id={content.productId}>
      <Stack spacing={1}>
        <Link component={RouterLink} to={ClientRoute.myLearning()} underline="hover" variant="body2">
          ← My Learning
        </Link>
        <Typography variant="h4" component="h1">
          {content.productName}
        </Typography>
        {content.validUntil && (
          <Typography variant="body2" color="text.secondary" data-testid="course-valid-until">
            Access until {content.validUntil}
          </Typography>
        )}
        {!content.externalProvider && <CourseProgressBar progress={content.progress} />}
      </Stack>
      {content.externalProvider ? (
        <ExternalProviderCard provider={content.externalProvider} />
      ) : lessons.length === 0 ? (
        <Typography color="text.secondary" data-testid="course-no-lessons">
          The lessons of this product are not available yet.
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ flex: 2, minWidth: 0, width: '100%' }}>
            {lesson && (
              // The lesson just completed stays on screen (its Completed chip); the outline shows what is next.
              <LessonPlayer lesson={lesson} onCompleted={() => setChosen(lesson.lessonId)} />
            )}
          </Stack>
          <Stack sx={{ flex: 1, minWidth: 0, width: '100%' }}>
            <CourseOutline
              modules={content.modules}
              current={lesson?.lessonId ?? null}
              onChoose={setChosen}
            />
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} data-testid="course-refused">
      <Alert severity="warning">{message}</Alert>
      <Button
        component={RouterLink}
        to={ClientRoute.myLearning()}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to My Learning
      </Button>
    </Stack>
  );
}

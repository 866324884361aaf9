import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { HigherEducationCoursesQuery } from '../../graphql/generated/graphql';
import { formatDuration, formatPrice } from '../../shared/format';

export type CourseTeaser = HigherEducationCoursesQuery['products']['items'][number];

/**
 * One course on the public courses page: category, name, course type, level, duration and price. Its
 * action is given by the page: a visitor registers for it, a learner opens its details.
 */
export function CourseTeaserCard({
  course,
  action,
}: {
  course: CourseTeaser;
  action: { to: string; label: string } | null;
}) {
  return (
    <Card
      variant="outlined"
      data-testid="landing-course"
      data-product-id={course.productId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="overline" color="secondary" sx={{ lineHeight: 1.4 }}>
          {course.category.categoryName}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {course.productName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[course.courseType, course.level, formatDuration(course.durationMinutes)]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography component="p" sx={{ mt: 'auto', pt: 1, fontWeight: 700 }}>
          {course.isFree ? (
            <Chip label="Free" color="success" size="small" />
          ) : (
            formatPrice(course.productPrice)
          )}
        </Typography>
      </CardContent>
      {action && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button
            component={RouterLink}
            to={action.to}
            variant="outlined"
            size="small"
            aria-label={`${action.label}: ${course.productName}`}
          >
            {action.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import CartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import CallIcon from '@mui/icons-material/SupportAgentOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, JobCta } from '@finx/domain';
import { useSnackbar } from '../../../shared/toast';
import { useApplyForCourseMutation, useTrackJobCtaMutation } from '../../../graphql/generated/hooks';
import { formatPrice } from '../../../shared/format';
import { useCartActions } from '../../cart/use-cart-actions';
import type { JobCourseFields } from './apply.types';

export const COUNSELLOR_TEXT = 'Thank you. Our counsellor will call you about this course.';

/**
 * The course the corporate recommends for the job (`001 §7` course/apply, cta), offered while the learner
 * does not hold it: add it to the cart (tracked as a call-to-action) or ask a counsellor to call.
 */
export function JobCourseCard({
  jobId,
  course,
  onChanged,
}: {
  jobId: number;
  course: JobCourseFields;
  onChanged: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const { toggleCart, busy } = useCartActions();
  const [track] = useTrackJobCtaMutation();
  const [applyForCourse, applying] = useApplyForCourseMutation();

  const addToCart = async () => {
    // Tracking is the corporate's statistic; the learner's cart does not wait on it.
    void track({ variables: { jobId, cta: JobCta.ADD_COURSE_TO_CART } }).catch(() => undefined);
    if (await toggleCart(String(course.productId), false)) onChanged();
  };
  const talkToCounsellor = async () => {
    const { data } = await applyForCourse({ variables: { productId: course.productId } });
    const payload = data?.applyForCourse;
    if (!payload) return;
    for (const error of payload.userErrors) enqueueSnackbar(error.message, { variant: 'info' });
    if (payload.ok) enqueueSnackbar(COUNSELLOR_TEXT, { variant: 'success' });
  };

  return (
    <Card variant="outlined" data-testid="job-course">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          Recommended by the employer
        </Typography>
        <Typography component="h2" variant="h6" data-testid="job-course-name">
          Raise your fit: {course.productName}
        </Typography>
        <Typography color="text.secondary">{formatPrice(course.price)}</Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {course.inCart ? (
          <Button
            component={RouterLink}
            to={ClientRoute.cart()}
            startIcon={<CartIcon />}
            data-testid="job-course-in-cart"
          >
            In your cart
          </Button>
        ) : (
          <Button
            variant="contained"
            startIcon={<CartIcon />}
            onClick={() => void addToCart()}
            disabled={busy}
            data-testid="job-course-add"
          >
            Add to cart
          </Button>
        )}
        <Button
          startIcon={<CallIcon />}
          onClick={() => void talkToCounsellor()}
          disabled={applying.loading}
          data-testid="job-course-counsellor"
        >
          Talk to a counsellor
        </Button>
      </CardActions>
    </Card>
  );
}

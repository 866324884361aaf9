import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, ProductId } from '@finx/domain';
import { useMyLearningQuery } from '../../graphql/generated/hooks';

export const MY_LEARNING_EMPTY = 'You have not enrolled in any course or video yet.';

const TYPE_LABEL: Record<string, string> = { COURSE: 'Course', VIDEO: 'Video' };

/** My Learning on the student dashboard: the products the learner holds; each row opens its product. */
export function MyLearning() {
  const { data, loading } = useMyLearningQuery({ fetchPolicy: 'cache-and-network' });
  const headingId = 'my-learning-heading';
  const items = data?.myLearning ?? [];
  return (
    <Stack
      spacing={2}
      component="section"
      id="my-learning"
      aria-labelledby={headingId}
      data-testid="my-learning"
    >
      <Typography variant="h5" component="h2" id={headingId}>
        My Learning
      </Typography>
      {loading && !data ? (
        // One row's drawn height (119 px on a phone, whose row wraps; 75 px from `sm`): see ProgressOverview.
        <Skeleton variant="rounded" sx={{ height: { xs: 119, sm: 75 } }} />
      ) : items.length === 0 ? (
        <Typography color="text.secondary" data-testid="my-learning-empty">
          {MY_LEARNING_EMPTY}
        </Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding>
            {items.map((item) => (
              <ListItem
                key={item.id}
                divider
                disablePadding
                sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
                data-testid="my-learning-item"
                data-product-id={item.productId}
              >
                <ListItemButton
                  component={RouterLink}
                  to={ClientRoute.learn(item.productId)}
                  data-testid="my-learning-open"
                >
                  <ListItemText
                    primary={item.productName}
                    secondary={[
                      TYPE_LABEL[item.productType] ?? item.productType,
                      `Enrolled on ${item.enrolledOn}`,
                      item.validUntil ? `Valid until ${item.validUntil}` : null,
                      item.productId === ProductId.FEAT && item.score !== null
                        ? `Score ${item.score}%`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
                {item.productId === ProductId.FEAT && (
                  // FEAT is also a timed test: its row leads to the test, or to its score once taken.
                  <Button
                    component={RouterLink}
                    to={ClientRoute.assessment(item.productId)}
                    size="small"
                    variant={item.score === null ? 'contained' : 'outlined'}
                    sx={{ m: 1, flexShrink: 0 }}
                    data-testid="my-learning-take-test"
                  >
                    {item.score === null ? 'Take the test' : 'View score'}
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ActiveLearningPathsQuery } from '../../graphql/generated/graphql';
import { productPath } from '../catalogue/product-card';

type ActivePath = ActiveLearningPathsQuery['activeLearningPaths'][number];

/**
 * The active learning paths (`001 §7` learning path) above the course catalogue: each path's courses in
 * the order to take them, each linked to its details page. Nothing is shown while there are none. The
 * catalogue reads the paths (ActiveLearningPaths) and draws this with its first page, so the section
 * never arrives above a catalogue already drawn and pushes it down.
 */
export function LearningPathsSection({ paths: all }: { paths: readonly ActivePath[] }) {
  const paths = all.filter((path) => path.courses.length > 0);
  if (paths.length === 0) return null;
  return (
    <Stack
      spacing={1.5}
      component="section"
      aria-labelledby="learning-paths-heading"
      data-testid="learning-paths"
    >
      <Typography variant="h5" component="h2" id="learning-paths-heading">
        Learning Paths
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {paths.map((path) => (
          <Grid key={path.id} size={{ xs: 12, md: 6 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }} data-testid={`learning-path-${path.pathId}`}>
              <CardContent>
                <Typography variant="h6" component="h3">
                  {path.name}
                </Typography>
                {path.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {path.description}
                  </Typography>
                )}
                <Stack component="ol" spacing={0.5} sx={{ pl: 3, m: 0 }}>
                  {path.courses.map((course) => (
                    <li key={course.id}>
                      <Link
                        component={RouterLink}
                        to={productPath({ id: String(course.productId), productType: 'COURSE' })}
                      >
                        {course.productName}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { MyLearning } from '../learning/my-learning';
import { ProgressOverview } from '../learning/progress-overview';
import { InfoBanners } from './info-banners';
import { RecommendedCourses } from './recommended-courses';

/** `/studentDashboard`: greeting, info banners, progress overview, My Learning and recommended courses, inside the learner layout. */
export default function DashboardPage() {
  const { data } = useViewerQuery();
  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1">
        {data?.viewer ? `Welcome, ${data.viewer.name}` : 'Welcome'}
      </Typography>
      <InfoBanners />
      <ProgressOverview />
      <MyLearning />
      <RecommendedCourses />
    </Stack>
  );
}

import { lazy } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { WhenSeen } from '../../shared/when-seen';
import { MyLearning } from '../learning/my-learning';
import { ProgressOverview } from '../learning/progress-overview';
import { EventsSection } from '../events/learner-events-section';
import { AdmissionLetterCard } from './admission-letter-card';
import { CpbfiPrompt } from '../registration/cpbfi-prompt';
import { MobilePrompt } from '../registration/mobile-prompt';
import { InfoBanners } from './info-banners';
import { InterestedProducts } from './interested-products';
import { RecommendedCourses } from './recommended-courses';

// The dashboard's two forms are its last sections, below the fold: they (with formik and the forms'
// schemas) load when the learner scrolls to them, not with the page.
const ParentsCard = lazy(() =>
  import('../profile/personal-sections').then((module) => ({ default: module.ParentsCard })),
);
const ReferralForm = lazy(() =>
  import('./referral-form').then((module) => ({ default: module.ReferralForm })),
);

/**
 * `/studentDashboard`: greeting, info banners, the CFX admission letter (for its holders), progress
 * overview, My Learning, calendar and events, products of interest, recommended courses, the parents'
 * details (My Profile's section) and the refer-a-friend form, inside the learner layout; the mobile
 * pop-up for a learner who signed up without a mobile, and the CPBFI question (asked once).
 */
export default function DashboardPage() {
  const { data } = useViewerQuery();
  return (
    <Stack spacing={4}>
      <Typography variant="h4" component="h1">
        {data?.viewer?.name ? `Welcome, ${data.viewer.name}` : 'Welcome'}
      </Typography>
      <InfoBanners />
      <MobilePrompt />
      <CpbfiPrompt />
      <AdmissionLetterCard learnerName={data?.viewer?.name ?? null} />
      <ProgressOverview />
      <MyLearning />
      <EventsSection />
      {/* Below the fold on a phone: drawn, and their queries sent, as the learner nears them, not while
          the page loads (their renders were part of its blocking time). */}
      <WhenSeen testId="dashboard-interests" minHeight={240}>
        <InterestedProducts />
      </WhenSeen>
      <WhenSeen testId="dashboard-recommended" minHeight={360}>
        <RecommendedCourses />
      </WhenSeen>
      <WhenSeen testId="dashboard-forms" minHeight={360}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <ParentsCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ReferralForm />
          </Grid>
        </Grid>
      </WhenSeen>
    </Stack>
  );
}

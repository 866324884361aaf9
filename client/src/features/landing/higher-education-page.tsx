import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CFX_FACTS, ClientPath, ClientRoute, RoleId } from '@finx/domain';
import { useHigherEducationCoursesQuery, useViewerQuery } from '../../graphql/generated/hooks';
import { formatPrice } from '../../shared/format';
import { CourseTeaserCard, type CourseTeaser } from './course-teaser-card';
import { LandingActions } from './landing-actions';
import { LandingFrame, LandingSection } from './landing-frame';
import { landingRegisterLink } from './landing-register-link';

/** How many courses the page shows; the full, filterable catalogue is the learner's /courses. */
export const HIGHER_EDUCATION_PAGE_SIZE = 9;

const CAMP = 'higher-education-courses';

const CFX_ROWS = [
  { label: 'Duration', value: `${CFX_FACTS.durationMonths} months` },
  {
    label: 'Format',
    value: `${CFX_FACTS.classroomMonths} months classroom and digital, then a ${CFX_FACTS.internshipMonths}-month paid internship`,
  },
  {
    label: 'Who can apply',
    value: `${CFX_FACTS.eligibility[0]?.toUpperCase()}${CFX_FACTS.eligibility.slice(1)}`,
  },
  {
    label: 'Fee',
    value: `${formatPrice(CFX_FACTS.programmeFeeRupees)} (net about ${formatPrice(CFX_FACTS.netFeeAfterStipendRupees)} after stipend)`,
  },
] as const;

/**
 * `/higher-education-courses` (`001 §2`): the CFX programme and the live course catalogue, public. A
 * visitor's course button registers with the course named in the entry-link keys `pro`, `protype` and
 * `proId` (`000 §2`); a signed-in learner's opens the course; other roles only read.
 */
export default function HigherEducationPage() {
  const { search } = useLocation();
  const viewer = useViewerQuery().data?.viewer ?? null;
  const { data, loading } = useHigherEducationCoursesQuery({
    variables: { pageSize: HIGHER_EDUCATION_PAGE_SIZE },
  });
  const courses = data?.products;

  const actionOf = (course: CourseTeaser) => {
    if (!viewer) {
      const link = landingRegisterLink(search, {
        camp: CAMP,
        pro: course.productName,
        protype: course.productType,
        proId: String(course.productId),
      });
      return { to: link, label: 'Register to enrol' };
    }
    return viewer.roleId === RoleId.LEARNER
      ? { to: ClientRoute.product(course.productType, course.productId), label: 'View course' }
      : null;
  };

  return (
    <LandingFrame
      eyebrow="Higher education · Banking, financial services and insurance"
      title="Courses that prepare you for a career in BFSI"
      intro="Industry-designed courses, certifications and the Chartered Financial Expert programme: learn what banks, NBFCs and insurers look for, at your own pace or in the classroom."
      testId="landing-higher-education"
      actions={
        <LandingActions
          campaign={{ camp: CAMP }}
          registerLabel="Register for free"
          tone="hero"
          testId="landing-hero"
        />
      }
    >
      <Paper
        component="section"
        aria-labelledby="landing-cfx-heading"
        variant="outlined"
        sx={{ p: { xs: 2.5, md: 4 } }}
        data-testid="landing-cfx"
      >
        <Typography variant="overline" color="secondary" component="p">
          Flagship programme
        </Typography>
        <Typography id="landing-cfx-heading" variant="h5" component="h2" gutterBottom>
          {CFX_FACTS.name} ({CFX_FACTS.shortName})
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
          Co-certified by {CFX_FACTS.certifiedBy}. Attempt the {CFX_FACTS.prerequisite.name} assessment (
          {CFX_FACTS.assessmentMinutes} minutes, {formatPrice(CFX_FACTS.assessmentFeeRupees)}) before you
          register.
        </Typography>
        <Table size="small" aria-label="CFX programme facts" sx={{ mb: 3 }}>
          <TableBody>
            {CFX_ROWS.map((row) => (
              <TableRow key={row.label}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ fontWeight: 600, width: { xs: '35%', md: '25%' } }}
                >
                  {row.label}
                </TableCell>
                <TableCell>{row.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component={RouterLink}
            to={ClientPath.ROADMAP}
            variant="contained"
            data-testid="landing-cfx-roadmap"
          >
            See the CFX roadmap
          </Button>
          <Button component={RouterLink} to={ClientRoute.faq()} variant="outlined">
            Read the FAQ
          </Button>
        </Stack>
      </Paper>

      <LandingSection
        id="landing-courses"
        title="Courses open for enrolment"
        intro="From banking basics to credit, wealth and insurance: every course is built with industry practitioners."
      >
        {loading && !courses && (
          <Box sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
            <CircularProgress aria-label="Loading courses" />
          </Box>
        )}
        {courses && courses.items.length === 0 && (
          <Typography color="text.secondary" data-testid="landing-courses-empty">
            New courses are on their way. Register to hear first when they open.
          </Typography>
        )}
        {courses && courses.items.length > 0 && (
          <>
            <Grid
              container
              spacing={2}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              data-testid="landing-course-list"
            >
              {courses.items.map((course) => (
                <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                  <CourseTeaserCard course={course} action={actionOf(course)} />
                </Grid>
              ))}
            </Grid>
            {courses.total > courses.items.length && (
              <Typography color="text.secondary" sx={{ mt: 2 }} data-testid="landing-courses-more">
                Showing {courses.items.length} of {courses.total} courses.{' '}
                {viewer?.roleId === RoleId.LEARNER
                  ? 'See them all in your course catalogue.'
                  : 'Register to browse and filter them all.'}
              </Typography>
            )}
            {viewer?.roleId === RoleId.LEARNER && (
              <Button
                component={RouterLink}
                to={ClientPath.COURSES}
                sx={{ mt: 1 }}
                data-testid="landing-all-courses"
              >
                Browse all courses
              </Button>
            )}
          </>
        )}
      </LandingSection>
    </LandingFrame>
  );
}

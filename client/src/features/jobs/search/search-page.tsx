import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AppliedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute } from '@finx/domain';
import { useJobSearchQuery, useJobsFromSkillsQuery } from '../../../graphql/generated/hooks';
import { JobFilters } from './search-filters';
import { JobList } from './search-job-list';
import { JOBS_PAGE_SIZE, JobParam, JobView, useJobSearch } from './search-params';

export { JOBS_PAGE_SIZE };

export const NO_JOBS_TEXT = 'No open jobs match your search. Try fewer filters or another keyword.';
export const NO_SKILL_JOBS_TEXT =
  'No open jobs match the key skills in your profile yet. Add key skills to your profile preferences to see matches.';

/**
 * /jobs: every open job with the keyword and filters, or the jobs matching the learner's profile skills;
 * the view, filters and page live in the URL, and the server pages the list.
 */
export default function JobsPage() {
  const { current, filter, update } = useJobSearch();
  const skillsView = current.view === JobView.SKILLS;
  const variables = { page: current.page, pageSize: JOBS_PAGE_SIZE };
  const all = useJobSearchQuery({
    variables: { ...variables, filter },
    skip: skillsView,
    fetchPolicy: 'cache-and-network',
  });
  const matching = useJobsFromSkillsQuery({ variables, skip: !skillsView, fetchPolicy: 'cache-and-network' });
  const result = skillsView ? matching.data?.jobsFromSkills : all.data?.jobSearch;
  const loading = skillsView ? matching.loading : all.loading;
  const total = result?.total ?? 0;
  const pages = Math.ceil(total / JOBS_PAGE_SIZE);

  return (
    <Stack spacing={3} data-testid="jobs-page" sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Jobs
        </Typography>
        <Button
          component={RouterLink}
          to={ClientRoute.appliedJobs()}
          startIcon={<AppliedIcon />}
          data-testid="jobs-applied-link"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Applied jobs
        </Button>
      </Stack>
      <Tabs
        value={current.view}
        onChange={(_, view: JobView) => update({ [JobParam.VIEW]: view === JobView.ALL ? null : view })}
        aria-label="Which jobs"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value={JobView.ALL} label="All jobs" data-testid="jobs-view-all" />
        <Tab value={JobView.SKILLS} label="Matching my skills" data-testid="jobs-view-skills" />
      </Tabs>
      {!skillsView && <JobFilters />}
      <Typography variant="body2" color="text.secondary" data-testid="jobs-total" aria-live="polite">
        {/* Not "0 jobs" while the first answer is on its way: the line keeps its height meanwhile. */}
        {result ? `${total} ${total === 1 ? 'job' : 'jobs'}` : <Skeleton width={56} />}
      </Typography>
      <JobList
        jobs={result?.items ?? []}
        loading={loading}
        emptyText={skillsView ? NO_SKILL_JOBS_TEXT : NO_JOBS_TEXT}
      />
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(current.page, pages)}
          onChange={(_, page) => update({ [JobParam.PAGE]: page === 1 ? null : String(page) })}
          sx={{ alignSelf: 'center' }}
          siblingCount={0}
          data-testid="jobs-pagination"
        />
      )}
    </Stack>
  );
}

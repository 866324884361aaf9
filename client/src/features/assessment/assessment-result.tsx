import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, ProductId } from '@finx/domain';
import type { AssessmentAttemptStateFragment } from '../../graphql/generated/graphql';
import { formatDate } from '../../shared/format';

/** The submitted attempt: the score, and the way on to CFX (FEAT is attempted now, `001 §1`). */
export function AssessmentResult({ attempt }: { attempt: AssessmentAttemptStateFragment }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }} data-testid="assessment-result">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Your result
        </Typography>
        <Typography variant="h3" component="p" data-testid="assessment-score">
          {attempt.score ?? 0}%
        </Typography>
        <Typography color="text.secondary" data-testid="assessment-correct">
          {attempt.correctCount ?? 0} of {attempt.totalQuestions} answered correctly
          {attempt.submittedOn ? ` · submitted on ${formatDate(attempt.submittedOn)}` : ''}
        </Typography>
        {attempt.closedBy === 'DEADLINE' && (
          <Alert severity="info">The time ran out; the answers saved by then were submitted.</Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            variant="contained"
            component={RouterLink}
            to={ClientRoute.prerequisites(ProductId.CFX)}
            data-testid="assessment-continue-cfx"
          >
            Continue to CFX registration
          </Button>
          <Button variant="outlined" component={RouterLink} to={ClientRoute.myLearning()}>
            My Learning
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={ClientRoute.myCfxReport()}
            data-testid="assessment-report-link"
          >
            Assessment report
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

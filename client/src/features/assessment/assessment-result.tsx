import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ClientRoute, PrerequisiteStatus, ProductId } from '@finx/domain';
import type { AssessmentAttemptStateFragment } from '../../graphql/generated/graphql';
import { usePrerequisitesQuery } from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';

/**
 * The way on to CFX from FEAT's result: registration while CFX is not held, its lessons once it is
 * (issue 28 item 8). Whether it is held is the CFX row of the prerequisite table, the server's answer;
 * until it arrives (or when it fails) the registration link is shown, as the table would tell again.
 */
function CfxNextStep() {
  const { data } = usePrerequisitesQuery({
    variables: { productId: String(ProductId.CFX) },
    fetchPolicy: 'cache-and-network',
  });
  const cfx = data?.prerequisites.rows.find((row) => row.productId === ProductId.CFX);
  if (cfx && cfx.status !== PrerequisiteStatus.MAKE_PAYMENT) {
    return (
      <Button
        variant="contained"
        component={RouterLink}
        to={ClientRoute.learn(ProductId.CFX)}
        data-testid="assessment-open-cfx"
      >
        Start learning: {cfx.productName}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to={ClientRoute.prerequisites(ProductId.CFX)}
      data-testid="assessment-continue-cfx"
    >
      Continue to CFX registration
    </Button>
  );
}

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
          <CfxNextStep />
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

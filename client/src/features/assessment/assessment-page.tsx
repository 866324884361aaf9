import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AttemptStatus, ClientRoute, ReasonCode, parseEntityId } from '@finx/domain';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { enqueueToast } from '../../shared/toast';
import type { AssessmentAttemptFieldsFragment } from '../../graphql/generated/graphql';
import {
  useAnswerAssessmentQuestionMutation,
  useAssessmentQuery,
  useStartAssessmentMutation,
  useSubmitAssessmentMutation,
} from '../../graphql/generated/hooks';
import { AssessmentIntro } from './assessment-intro';
import { AssessmentResult } from './assessment-result';
import { AssessmentTest } from './assessment-test';

/** Refusals that mean the attempt closed meanwhile: read it again to show the result. */
const CLOSED: readonly string[] = [ReasonCode.ASSESSMENT_TIME_UP, ReasonCode.ASSESSMENT_SUBMITTED];

/** The saved answers with the choices still on their way to the server, so a choice shows at once. */
const withPending = (
  attempt: AssessmentAttemptFieldsFragment,
  pending: Readonly<Record<number, number>>,
): AssessmentAttemptFieldsFragment => {
  const saved = attempt.answers.filter((answer) => pending[answer.questionId] === undefined);
  const waiting = Object.entries(pending).map(([questionId, optionId]) => ({
    questionId: Number(questionId),
    optionId,
  }));
  return { ...attempt, answers: [...saved, ...waiting] };
};

/**
 * /assessment/:productId: the timed test of a bought product (FEAT, `001 §1`). Before the start, what
 * the test is; then the questions with the server's countdown, each answer saved as it is chosen, so a
 * reload resumes where the learner was; after the submit (or the deadline), the score.
 */
export default function AssessmentPage() {
  const { productId: raw } = useParams();
  const productId = parseEntityId(raw ?? null);
  const variables = { productId: String(productId ?? '') };
  const { data, loading, refetch } = useAssessmentQuery({
    variables,
    skip: productId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [start, { loading: starting }] = useStartAssessmentMutation();
  const [answer] = useAnswerAssessmentQuestionMutation();
  const [submit, { loading: submitting }] = useSubmitAssessmentMutation();
  const [pending, setPending] = useState<Record<number, number>>({});

  if (productId === null) return <Refused message="This test could not be found." />;
  if (loading && !data) return <FullScreenLoader />;
  const payload = data?.assessment;
  if (!payload || payload.userErrors.length > 0) {
    return <Refused message={payload?.userErrors[0]?.message ?? 'This test could not be opened.'} />;
  }
  const attempt = payload.attempt;

  const showErrors = (errors: readonly { code: string; message: string }[] | undefined) => {
    for (const error of errors ?? []) enqueueToast(error.message, { variant: 'error' });
    if (errors?.some((error) => CLOSED.includes(error.code))) void refetch();
  };

  const onStart = async () => {
    const result = await start({ variables });
    showErrors(result.data?.startAssessment.userErrors);
    await refetch();
  };

  const onAnswer = async (questionId: number, optionId: number) => {
    if (!attempt) return;
    setPending((now) => ({ ...now, [questionId]: optionId }));
    try {
      const result = await answer({ variables: { ...variables, questionId: String(questionId), optionId } });
      showErrors(result.data?.answerAssessmentQuestion.userErrors);
    } finally {
      // A later choice for the same question stays pending until its own answer arrives.
      setPending((now) => {
        if (now[questionId] !== optionId) return now;
        const { [questionId]: _sent, ...rest } = now;
        return rest;
      });
    }
  };

  const onSubmit = async () => {
    const result = await submit({ variables });
    showErrors(result.data?.submitAssessment.userErrors);
  };

  return (
    <Stack spacing={3} data-testid="assessment-page" data-status={attempt?.status ?? 'NOT_STARTED'}>
      <Stack spacing={1}>
        <Link component={RouterLink} to={ClientRoute.myLearning()} underline="hover" variant="body2">
          ← My Learning
        </Link>
        <Typography variant="h4" component="h1">
          {attempt?.productName ?? 'Assessment test'}
        </Typography>
      </Stack>
      {!attempt ? (
        <AssessmentIntro busy={starting} onStart={() => void onStart()} />
      ) : attempt.status === AttemptStatus.SUBMITTED ? (
        <AssessmentResult attempt={attempt} />
      ) : (
        <AssessmentTest
          attempt={withPending(attempt, pending)}
          submitting={submitting}
          onAnswer={(questionId, optionId) => void onAnswer(questionId, optionId)}
          onSubmit={() => void onSubmit()}
          onTimeUp={() => void refetch()}
        />
      )}
    </Stack>
  );
}

function Refused({ message }: { message: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="assessment-refused">
      <Alert severity="warning">{message}</Alert>
      <Link component={RouterLink} to={ClientRoute.myLearning()}>
        Back to My Learning
      </Link>
    </Stack>
  );
}

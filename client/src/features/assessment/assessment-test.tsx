import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useEffectEvent, useState } from 'react';
import type { AssessmentAttemptFieldsFragment } from '../../graphql/generated/graphql';
import { formatCountdown, useCountdown } from './use-countdown';

/** Under five minutes left the countdown turns red. */
const HURRY_SECONDS = 5 * 60;

interface Props {
  attempt: AssessmentAttemptFieldsFragment;
  submitting: boolean;
  onAnswer: (questionId: number, optionId: number) => void;
  onSubmit: () => void;
  onTimeUp: () => void;
}

/**
 * The test in progress: the countdown from the server's deadline, the question navigator (answered
 * questions filled), one question at a time, and Submit behind a confirmation.
 */
export function AssessmentTest({ attempt, submitting, onAnswer, onSubmit, onTimeUp }: Props) {
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const seconds = useCountdown(attempt.deadline, attempt.serverNow);
  const timeUp = seconds === 0;
  // Once per reaching zero, with the parent's latest callback (a new function on every render).
  const reachZero = useEffectEvent(() => onTimeUp());
  useEffect(() => {
    if (timeUp) reachZero();
  }, [timeUp]);
  const chosen = new Map(attempt.answers.map((answer) => [answer.questionId, answer.optionId]));
  const question = attempt.questions[index] ?? attempt.questions[0];
  if (!question) return null;
  const unanswered = attempt.totalQuestions - chosen.size;

  return (
    <Stack spacing={2} data-testid="assessment-test">
      <Paper
        variant="outlined"
        sx={{ p: 2, position: 'sticky', top: 0, zIndex: 1 }}
        data-testid="assessment-status-bar"
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography
            variant="h6"
            component="p"
            role="timer"
            aria-label="Time left"
            color={seconds !== null && seconds < HURRY_SECONDS ? 'error' : 'text.primary'}
            data-testid="assessment-countdown"
          >
            {formatCountdown(seconds)} left
          </Typography>
          <Typography color="text.secondary" data-testid="assessment-answered">
            {chosen.size} of {attempt.totalQuestions} answered
          </Typography>
          <Button
            variant="contained"
            color="secondary"
            disabled={submitting}
            onClick={() => setConfirming(true)}
            data-testid="assessment-submit"
          >
            Submit
          </Button>
        </Stack>
      </Paper>

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, flex: 3, minWidth: 0, width: '100%' }}>
          <FormControl component="fieldset" sx={{ width: '100%' }} data-testid="assessment-question">
            <FormLabel component="legend" sx={{ mb: 1, color: 'text.primary' }}>
              <Typography
                variant="overline"
                component="span"
                color="text.secondary"
                sx={{ display: 'block' }}
              >
                Question {question.sequence} of {attempt.totalQuestions}
              </Typography>
              <Typography variant="h6" component="span" data-testid="assessment-question-text">
                {question.text}
              </Typography>
            </FormLabel>
            <RadioGroup
              name={`question-${question.questionId}`}
              value={String(chosen.get(question.questionId) ?? '')}
              onChange={(_, value) => onAnswer(question.questionId, Number(value))}
            >
              {question.options.map((option) => (
                <FormControlLabel
                  key={option.optionId}
                  value={String(option.optionId)}
                  control={<Radio />}
                  label={option.text}
                  data-testid="assessment-option"
                  sx={{ py: 0.5, mr: 0 }}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'space-between' }}>
            <Button
              variant="outlined"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
              data-testid="assessment-previous"
            >
              Previous
            </Button>
            <Button
              variant="outlined"
              disabled={index >= attempt.questions.length - 1}
              onClick={() => setIndex(index + 1)}
              data-testid="assessment-next"
            >
              Next
            </Button>
          </Stack>
        </Paper>

        <Paper
          variant="outlined"
          component="nav"
          aria-label="Questions"
          sx={{ p: 2, flex: 1, minWidth: 0, width: '100%' }}
          data-testid="assessment-navigator"
        >
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            Questions
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {attempt.questions.map((item, at) => {
              const answered = chosen.has(item.questionId);
              return (
                <Button
                  key={item.id}
                  size="small"
                  variant={answered ? 'contained' : 'outlined'}
                  color={at === index ? 'secondary' : 'primary'}
                  aria-current={at === index ? 'step' : undefined}
                  aria-label={`Question ${item.sequence}${answered ? ', answered' : ''}`}
                  onClick={() => setIndex(at)}
                  sx={{ minWidth: 44, minHeight: 44, p: 0 }}
                  data-testid="assessment-nav-item"
                  data-answered={answered}
                >
                  {item.sequence}
                </Button>
              );
            })}
          </Stack>
        </Paper>
      </Stack>

      <Dialog open={confirming} onClose={() => setConfirming(false)} data-testid="assessment-confirm">
        <DialogTitle>Submit the test?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {unanswered > 0
              ? `${unanswered} of ${attempt.totalQuestions} questions are not answered. `
              : 'All questions are answered. '}
            Once submitted, your answers cannot be changed.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} data-testid="assessment-confirm-cancel">
            Keep going
          </Button>
          <Button
            variant="contained"
            disabled={submitting}
            onClick={() => {
              setConfirming(false);
              onSubmit();
            }}
            data-testid="assessment-confirm-submit"
          >
            Submit
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

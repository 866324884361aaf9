import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getIn, setIn, useFormik, type FormikErrors } from 'formik';
import { AnswerType, checkJobAnswer, JOB_ANSWER_MAX_LENGTH, YES_NO_LABELS } from '@finx/domain';
import type { AppliedJobFieldsFragment } from '../../../graphql/generated/graphql';
import type { JobQuestionFields as JobQuestion } from './apply.types';
import { useApplyForJobMutation } from '../../../graphql/generated/hooks';
import { applyUserErrors } from '../../../graphql/use-operation';

type Answer = string | string[];
/** One value per question, in the questionnaire's order: `answers.3` is the fourth question's field. */
type Answers = { answers: Answer[] };
const keyOf = (index: number): string => `answers.${index}`;

const initialAnswers = (questions: readonly JobQuestion[]): Answers => ({
  answers: questions.map((question) => (question.answerType === AnswerType.MULTI_CHOICE ? [] : '')),
});

/** The same answer rules as REST (`checkJobAnswer` of @finx/domain), on each question's field. */
const validate = (questions: readonly JobQuestion[]) => (values: Answers) =>
  questions.reduce<FormikErrors<Answers>>((errors, question, index) => {
    const message = checkJobAnswer(question, values.answers[index]);
    return message ? setIn(errors, keyOf(index), message) : errors;
  }, {});

/**
 * The answers as applyForJob takes them: one entry per question in the questionnaire's order (a blank
 * one as an empty list), so a refusal's `input.answers.N` is the form's `answers.N`.
 */
const answersOf = (questions: readonly JobQuestion[], values: Answers) =>
  questions.map((question, index) => {
    const value = values.answers[index] ?? '';
    return {
      questionId: question.questionId,
      answer: Array.isArray(value) ? value : value.trim() === '' ? [] : [value.trim()],
    };
  });

function QuestionField({
  question,
  name,
  value,
  error,
  disabled,
  onChange,
}: {
  question: JobQuestion;
  name: string;
  value: Answer;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: Answer) => void;
}) {
  const id = name;
  const label = `${question.text}${question.required ? ' *' : ''}`;
  const testId = `job-question-${question.questionId}`;
  if (question.answerType === AnswerType.TEXT || question.answerType === AnswerType.NUMBER) {
    const numeric = question.answerType === AnswerType.NUMBER;
    // The question is a label above the field, wrapping in full: a field's own (floating) label keeps to
    // one line and cut a long question short on a phone (issue 28 item 5).
    return (
      <Stack spacing={1}>
        <FormLabel htmlFor={id} error={Boolean(error)} disabled={disabled} sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </FormLabel>
        <TextField
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          disabled={disabled}
          fullWidth
          multiline={!numeric}
          slotProps={{
            htmlInput: {
              'data-testid': testId,
              maxLength: JOB_ANSWER_MAX_LENGTH + 1,
              ...(numeric ? { inputMode: 'decimal' } : {}),
            },
          }}
        />
      </Stack>
    );
  }
  const choices =
    question.answerType === AnswerType.YES_NO
      ? Object.entries(YES_NO_LABELS).map(([choice, label]) => ({ value: choice, label }))
      : question.options.map((option) => ({ value: option, label: option }));
  const multi = question.answerType === AnswerType.MULTI_CHOICE;
  const chosen = Array.isArray(value) ? value : [];
  return (
    <FormControl error={Boolean(error)} disabled={disabled} component="fieldset" data-testid={testId}>
      <FormLabel component="legend" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </FormLabel>
      {multi ? (
        <FormGroup>
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              label={choice.label}
              control={
                <Checkbox
                  checked={chosen.includes(choice.value)}
                  onChange={(_, checked) =>
                    onChange(
                      checked ? [...chosen, choice.value] : chosen.filter((item) => item !== choice.value),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup
          row={question.answerType === AnswerType.YES_NO}
          name={id}
          value={typeof value === 'string' ? value : ''}
          onChange={(_, next) => onChange(next)}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              label={choice.label}
              control={<Radio />}
            />
          ))}
        </RadioGroup>
      )}
      <FormHelperText>{error ?? ' '}</FormHelperText>
    </FormControl>
  );
}

/**
 * The job's questionnaire (`001 §7` job/questions, jobs/apply), one field per question by its answer type,
 * checked by the domain's rules before sending. REST checks again: its refusal of an answer comes with
 * that answer's path (`input.answers.N`), so `applyUserErrors` puts it on the question's field; any other
 * refusal shows above the buttons.
 */
export function JobApplyDialog({
  jobId,
  title,
  questions,
  open,
  onClose,
  onApplied,
}: {
  jobId: number;
  title: string;
  questions: readonly JobQuestion[];
  open: boolean;
  onClose: () => void;
  onApplied: (application: AppliedJobFieldsFragment) => void;
}) {
  const [apply] = useApplyForJobMutation();
  const formik = useFormik<Answers>({
    initialValues: initialAnswers(questions),
    validate: validate(questions),
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const { data } = await apply({
        variables: { input: { jobId, answers: answersOf(questions, values) } },
      });
      const payload = data?.applyForJob;
      if (!payload) return;
      const unplaced = applyUserErrors(payload.userErrors, helpers, values);
      if (unplaced.length > 0) helpers.setStatus(unplaced.map((error) => error.message).join(' '));
      if (payload.application && payload.userErrors.length === 0) onApplied(payload.application);
    },
  });
  const status = typeof formik.status === 'string' ? formik.status : null;
  const errorOf = (index: number): string | undefined => {
    const error = getIn(formik.errors, keyOf(index)) as unknown;
    const shown = Boolean(getIn(formik.touched, keyOf(index))) || formik.submitCount > 0;
    return shown && typeof error === 'string' ? error : undefined;
  };

  return (
    <Dialog open={open} onClose={formik.isSubmitting ? undefined : onClose} fullWidth maxWidth="sm">
      <Stack component="form" noValidate onSubmit={formik.handleSubmit} data-testid="job-apply-form">
        <DialogTitle sx={{ overflowWrap: 'anywhere' }}>Apply: {title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {questions.length === 0 ? (
              <Typography>Your profile will be shared with the employer. Send your application?</Typography>
            ) : (
              <Typography variant="body2" color="text.secondary">
                The employer asks a few questions. Fields marked * are required.
              </Typography>
            )}
            {questions.map((question, index) => (
              <QuestionField
                key={question.questionId}
                question={question}
                name={keyOf(index)}
                value={formik.values.answers[index] ?? ''}
                error={errorOf(index)}
                disabled={formik.isSubmitting}
                onChange={(value) => {
                  void formik.setFieldTouched(keyOf(index), true, false);
                  void formik.setFieldValue(keyOf(index), value);
                }}
              />
            ))}
            {status && (
              <Alert severity="error" data-testid="job-apply-error">
                {status}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="job-apply-submit"
          >
            Submit application
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}

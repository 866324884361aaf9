import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { FormikErrors } from 'formik';
import {
  AnswerType,
  MAX_CHOICE_OPTIONS,
  MAX_JOB_QUESTIONS,
  MIN_CHOICE_OPTIONS,
  type QuestionDraft,
} from '@finx/domain';
import { ANSWER_TYPE_LABEL, isChoice } from './staff-job-draft';

interface QuestionsEditorProps {
  questions: readonly QuestionDraft[];
  answerTypes: readonly AnswerType[];
  errors: string | string[] | FormikErrors<QuestionDraft>[] | undefined;
  /** Once anyone applied, their answers refer to the questions, so the server keeps them as they are. */
  frozen: boolean;
  onChange: (questions: QuestionDraft[]) => void;
}

const errorOf = (errors: QuestionsEditorProps['errors'], index: number): FormikErrors<QuestionDraft> => {
  const entry = Array.isArray(errors) ? errors[index] : undefined;
  return typeof entry === 'object' && entry !== null ? entry : {};
};

/** The questionnaire: up to 10 questions; the choice types take 2 to 10 options (`checkQuestionDraft`). */
export function QuestionsEditor({ questions, answerTypes, errors, frozen, onChange }: QuestionsEditorProps) {
  const change = (index: number, changes: Partial<QuestionDraft>) =>
    onChange(questions.map((question, at) => (at === index ? { ...question, ...changes } : question)));
  const add = () =>
    onChange([...questions, { text: '', answerType: AnswerType.TEXT, options: [], required: true }]);

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="staff-job-questions">
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        Questionnaire
      </Typography>
      {frozen && <Alert severity="info">The questionnaire cannot change once candidates have applied.</Alert>}
      {!frozen && questions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No questions: candidates apply in one step.
        </Typography>
      )}
      {questions.map((question, index) => {
        const error = errorOf(errors, index);
        const optionsError = typeof error.options === 'string' ? error.options : undefined;
        return (
          <Paper key={index} variant="outlined" sx={{ p: 2 }} data-testid="staff-question">
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <TextField
                  size="small"
                  label={`Question ${index + 1}`}
                  value={question.text}
                  disabled={frozen}
                  onChange={(event) => change(index, { text: event.target.value })}
                  error={Boolean(error.text)}
                  helperText={error.text}
                  sx={{ flex: 1 }}
                  slotProps={{ htmlInput: { maxLength: 300, 'data-testid': `staff-question-text-${index}` } }}
                />
                <TextField
                  select
                  size="small"
                  label="Answer type"
                  value={question.answerType}
                  disabled={frozen}
                  onChange={(event) => {
                    const answerType = event.target.value as AnswerType;
                    // A choice question starts with two empty options to fill; others take none.
                    const options = isChoice(answerType)
                      ? question.options.length >= MIN_CHOICE_OPTIONS
                        ? question.options
                        : ['', '']
                      : [];
                    change(index, { answerType, options });
                  }}
                  sx={{ minWidth: 180 }}
                  slotProps={{
                    select: {
                      SelectDisplayProps: { 'data-testid': `staff-question-type-${index}` } as object,
                    },
                  }}
                >
                  {answerTypes.map((type) => (
                    <MenuItem key={type} value={type}>
                      {ANSWER_TYPE_LABEL[type]}
                    </MenuItem>
                  ))}
                </TextField>
              </Stack>
              {isChoice(question.answerType) && (
                <Stack spacing={1} data-testid={`staff-question-options-${index}`}>
                  {question.options.map((option, at) => (
                    <Stack key={at} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <TextField
                        size="small"
                        label={`Option ${at + 1}`}
                        value={option}
                        disabled={frozen}
                        onChange={(event) =>
                          change(index, {
                            options: question.options.map((value, i) =>
                              i === at ? event.target.value : value,
                            ),
                          })
                        }
                        sx={{ flex: 1, minWidth: 0 }}
                        slotProps={{
                          htmlInput: {
                            maxLength: 100,
                            'data-testid': `staff-question-${index}-option-${at}`,
                          },
                        }}
                      />
                      <IconButton
                        aria-label={`Remove option ${at + 1} of question ${index + 1}`}
                        disabled={frozen || question.options.length <= MIN_CHOICE_OPTIONS}
                        onClick={() =>
                          change(index, { options: question.options.filter((_, i) => i !== at) })
                        }
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  ))}
                  {optionsError && <FormHelperText error>{optionsError}</FormHelperText>}
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    disabled={frozen || question.options.length >= MAX_CHOICE_OPTIONS}
                    onClick={() => change(index, { options: [...question.options, ''] })}
                    sx={{ alignSelf: 'flex-start' }}
                    data-testid={`staff-question-add-option-${index}`}
                  >
                    Add option
                  </Button>
                </Stack>
              )}
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={question.required}
                      disabled={frozen}
                      onChange={(event) => change(index, { required: event.target.checked })}
                    />
                  }
                  label="Required"
                />
                <Button
                  color="error"
                  startIcon={<DeleteIcon />}
                  disabled={frozen}
                  onClick={() => onChange(questions.filter((_, at) => at !== index))}
                  data-testid={`staff-question-remove-${index}`}
                >
                  Remove question
                </Button>
              </Stack>
            </Stack>
          </Paper>
        );
      })}
      {!frozen && (
        <Button
          startIcon={<AddIcon />}
          onClick={add}
          disabled={questions.length >= MAX_JOB_QUESTIONS}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="staff-question-add"
        >
          Add question
        </Button>
      )}
    </Stack>
  );
}

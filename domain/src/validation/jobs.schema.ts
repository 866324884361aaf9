import { AnswerType, type JobAnswer, type JobQuestion } from '../contract/jobs';

export const JobAnswerMessage = {
  REQUIRED: 'Please answer this question',
  /** An application that leaves a required question out of its list of answers altogether. */
  UNANSWERED: 'Please answer every required question',
  TOO_LONG: 'At most 500 characters',
  NUMBER: 'Please enter a number',
  CHOICE: 'Please choose from the options',
} as const;

export const JOB_ANSWER_MAX_LENGTH = 500;

const NUMBER = /^-?\d{1,9}(\.\d{1,2})?$/;

const blank = (answer: string | string[] | undefined): boolean =>
  answer === undefined || (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '');

/** The message for one answer against its question's type, or null when it stands. */
export const checkJobAnswer = (
  question: Pick<JobQuestion, 'answerType' | 'options' | 'required'>,
  answer: string | string[] | undefined,
): string | null => {
  if (blank(answer)) return question.required ? JobAnswerMessage.REQUIRED : null;
  const multi = question.answerType === AnswerType.MULTI_CHOICE;
  if (multi !== Array.isArray(answer)) return JobAnswerMessage.CHOICE;
  if (Array.isArray(answer)) {
    const known = answer.every((choice) => question.options.includes(choice));
    return known && new Set(answer).size === answer.length ? null : JobAnswerMessage.CHOICE;
  }
  const text = (answer ?? '').trim();
  switch (question.answerType) {
    case AnswerType.TEXT:
      return text.length > JOB_ANSWER_MAX_LENGTH ? JobAnswerMessage.TOO_LONG : null;
    case AnswerType.NUMBER:
      return NUMBER.test(text) ? null : JobAnswerMessage.NUMBER;
    case AnswerType.YES_NO:
      return text === 'YES' || text === 'NO' ? null : JobAnswerMessage.CHOICE;
    case AnswerType.SINGLE_CHOICE:
      return question.options.includes(text) ? null : JobAnswerMessage.CHOICE;
    default:
      return JobAnswerMessage.CHOICE;
  }
};

/**
 * Every answer of an application against the job's questionnaire: one message per question it fails,
 * keyed by questionID (answers to questions the job does not ask are refused under their own id).
 */
export const checkJobAnswers = (
  questions: readonly JobQuestion[],
  answers: readonly JobAnswer[],
): Record<number, string> => {
  const byId = new Map(answers.map((entry) => [entry.questionID, entry.answer]));
  const errors: Record<number, string> = {};
  for (const question of questions) {
    const message = checkJobAnswer(question, byId.get(question.questionID));
    if (message) errors[question.questionID] = message;
  }
  const asked = new Set(questions.map((question) => question.questionID));
  for (const entry of answers) {
    if (!asked.has(entry.questionID)) errors[entry.questionID] = JobAnswerMessage.CHOICE;
  }
  return errors;
};

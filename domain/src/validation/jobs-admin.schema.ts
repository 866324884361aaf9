import {
  type JobDraft,
  MAX_CHOICE_OPTIONS,
  MAX_JOB_QUESTIONS,
  MAX_PIPELINE_STAGES,
  MIN_CHOICE_OPTIONS,
  MIN_PIPELINE_STAGES,
  type QuestionDraft,
  type StageDraft,
} from '../contract/jobs-admin';
import { AnswerType, MAX_EXPERIENCE_YEARS, StageKind } from '../contract/jobs';

/** The messages of a job draft's rules; the form, createBulk's failList and the REST tier show these. */
export const JobDraftMessage = {
  PIPELINE_LENGTH: `A pipeline has ${MIN_PIPELINE_STAGES} to ${MAX_PIPELINE_STAGES} stages`,
  PIPELINE_START: 'The first stage must be an Applied stage',
  PIPELINE_END: 'The last stage must be a Placed stage',
  PIPELINE_MIDDLE: 'Only the first stage is Applied and only the last is Placed',
  STAGE_NAME: 'Each stage needs a name of at most 60 characters',
  STAGE_NAMES_UNIQUE: 'Stage names must differ',
  QUESTIONS_COUNT: `At most ${MAX_JOB_QUESTIONS} questions`,
  QUESTION_TEXT: 'Each question needs a text of at most 300 characters',
  CHOICE_OPTIONS: `A choice question takes ${MIN_CHOICE_OPTIONS} to ${MAX_CHOICE_OPTIONS} different options`,
  NO_OPTIONS: 'Only choice questions take options',
  TITLE: 'A title of 3 to 120 characters',
  DESCRIPTION: 'A description of 20 to 5000 characters',
  EXPERIENCE: `Experience from 0 to ${MAX_EXPERIENCE_YEARS} years, the minimum not above the maximum`,
  SALARY: 'Salary from 1 rupee, the minimum not above the maximum, both or neither given',
  OPENINGS: 'Openings from 1 to 10000',
  CLOSES_ON: 'A closing date (YYYY-MM-DD)',
  SKILLS: 'From 1 to 20 key skills',
  LOCATIONS: 'From 1 to 20 locations',
} as const;

const STAGE_NAME_MAX = 60;
const QUESTION_TEXT_MAX = 300;
const OPTION_MAX = 100;
const CHOICES: readonly AnswerType[] = [AnswerType.SINGLE_CHOICE, AnswerType.MULTI_CHOICE];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every rule a pipeline breaks, empty when it stands (`JOB_PIPELINE_INVALID` when not). */
export const checkPipeline = (stages: readonly StageDraft[]): string[] => {
  const errors: string[] = [];
  if (stages.length < MIN_PIPELINE_STAGES || stages.length > MAX_PIPELINE_STAGES) {
    errors.push(JobDraftMessage.PIPELINE_LENGTH);
  }
  if (stages[0]?.kind !== StageKind.APPLIED) errors.push(JobDraftMessage.PIPELINE_START);
  if (stages.at(-1)?.kind !== StageKind.PLACED) errors.push(JobDraftMessage.PIPELINE_END);
  const middle = stages.slice(1, -1);
  if (middle.some((stage) => stage.kind === StageKind.APPLIED || stage.kind === StageKind.PLACED)) {
    errors.push(JobDraftMessage.PIPELINE_MIDDLE);
  }
  const names = stages.map((stage) => stage.name.trim());
  if (names.some((name) => name.length === 0 || name.length > STAGE_NAME_MAX)) {
    errors.push(JobDraftMessage.STAGE_NAME);
  }
  // Case-blind: "Interview" and "interview" would read as one stage on the recruiter's board.
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) {
    errors.push(JobDraftMessage.STAGE_NAMES_UNIQUE);
  }
  return errors;
};

/** The message for one question draft, or null when it stands. */
export const checkQuestionDraft = (question: QuestionDraft): string | null => {
  const text = question.text.trim();
  if (text.length === 0 || text.length > QUESTION_TEXT_MAX) return JobDraftMessage.QUESTION_TEXT;
  const options = question.options.map((option) => option.trim());
  if (!CHOICES.includes(question.answerType)) {
    return options.length === 0 ? null : JobDraftMessage.NO_OPTIONS;
  }
  const fit =
    options.length >= MIN_CHOICE_OPTIONS &&
    options.length <= MAX_CHOICE_OPTIONS &&
    options.every((option) => option.length > 0 && option.length <= OPTION_MAX) &&
    new Set(options).size === options.length;
  return fit ? null : JobDraftMessage.CHOICE_OPTIONS;
};

export const checkQuestionnaire = (questions: readonly QuestionDraft[]): string[] => {
  const errors: string[] = questions.length > MAX_JOB_QUESTIONS ? [JobDraftMessage.QUESTIONS_COUNT] : [];
  questions.forEach((question, index) => {
    const message = checkQuestionDraft(question);
    if (message) errors.push(`Question ${index + 1}: ${message}`);
  });
  return errors;
};

const between = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * Every rule a job draft breaks beyond its fields' shapes, empty when it stands: createBulk lists these
 * per row, create refuses with the first. Whether the ids exist is the REST tier's to check.
 */
export const checkJobDraft = (draft: JobDraft): string[] => {
  const errors: string[] = [];
  const title = draft.title.trim();
  if (title.length < 3 || title.length > 120) errors.push(JobDraftMessage.TITLE);
  const description = draft.description.trim();
  if (description.length < 20 || description.length > 5_000) errors.push(JobDraftMessage.DESCRIPTION);
  if (
    !between(draft.minExperience, 0, MAX_EXPERIENCE_YEARS) ||
    !between(draft.maxExperience, 0, MAX_EXPERIENCE_YEARS) ||
    draft.minExperience > draft.maxExperience
  ) {
    errors.push(JobDraftMessage.EXPERIENCE);
  }
  const { salaryMin, salaryMax } = draft;
  const salaryOk =
    (salaryMin === null && salaryMax === null) ||
    (salaryMin !== null &&
      salaryMax !== null &&
      between(salaryMin, 1, 1_000_000_000) &&
      between(salaryMax, 1, 1_000_000_000) &&
      salaryMin <= salaryMax);
  if (!salaryOk) errors.push(JobDraftMessage.SALARY);
  if (!between(draft.openings, 1, 10_000)) errors.push(JobDraftMessage.OPENINGS);
  if (!ISO_DATE.test(draft.closesOn) || Number.isNaN(Date.parse(draft.closesOn))) {
    errors.push(JobDraftMessage.CLOSES_ON);
  }
  if (draft.keySkillIDs.length < 1 || draft.keySkillIDs.length > 20) errors.push(JobDraftMessage.SKILLS);
  if (draft.locationIDs.length < 1 || draft.locationIDs.length > 20) errors.push(JobDraftMessage.LOCATIONS);
  if (draft.stages) errors.push(...checkPipeline(draft.stages));
  if (draft.questions) errors.push(...checkQuestionnaire(draft.questions));
  return errors;
};

import type { FormikErrors } from 'formik';
import {
  AnswerType,
  checkJobDraft,
  checkQuestionDraft,
  EmploymentType,
  JobDraftMessage,
  JobStatus,
  StageKind,
  type JobDraft,
  type QuestionDraft,
  type StageDraft,
} from '@finx/domain';
import type { JobDraftInput, StaffJobFieldsFragment } from '../../../graphql/generated/graphql';

/**
 * The job form's values, named as `JobDraftInput` names its fields so the server's userErrors
 * (`input.stages`) land on them (`applyUserErrors`). Numbers are kept as typed text until submitted.
 */
export interface JobFormValues {
  corporateId: string;
  title: string;
  description: string;
  jobFunctionId: string;
  keySkillIds: number[];
  locationIds: number[];
  minExperience: string;
  maxExperience: string;
  salaryMin: string;
  salaryMax: string;
  employmentType: EmploymentType;
  openings: string;
  /** ISO date (YYYY-MM-DD), as the date input gives it. */
  closesOn: string;
  recommendedProductId: string;
  /** OPEN takes applications; CLOSED refuses them whatever the closing date. */
  status: JobStatus;
  stages: StageDraft[];
  questions: QuestionDraft[];
}

export const PICK_CORPORATE = 'Pick the corporate';
export const PICK_FUNCTION = 'Pick the function';

export const ANSWER_TYPE_LABEL: Record<AnswerType, string> = {
  TEXT: 'Text',
  NUMBER: 'Number',
  YES_NO: 'Yes or no',
  SINGLE_CHOICE: 'One choice',
  MULTI_CHOICE: 'Several choices',
};

export const isChoice = (type: AnswerType): boolean =>
  type === AnswerType.SINGLE_CHOICE || type === AnswerType.MULTI_CHOICE;

const text = (value: number | null): string => (value === null ? '' : String(value));

/** A new job: the default pipeline (from the lookups), no questions, closing in 30 days. */
export const newJobValues = (pipeline: readonly StageDraft[], today = new Date()): JobFormValues => {
  const closes = new Date(today.getTime() + 30 * 24 * 60 * 60 * 1000);
  return {
    corporateId: '',
    title: '',
    description: '',
    jobFunctionId: '',
    keySkillIds: [],
    locationIds: [],
    minExperience: '0',
    maxExperience: '2',
    salaryMin: '',
    salaryMax: '',
    employmentType: EmploymentType.FULL_TIME,
    openings: '1',
    closesOn: closes.toISOString().slice(0, 10),
    recommendedProductId: '',
    status: JobStatus.OPEN,
    stages: pipeline.map(({ name, kind }) => ({ name, kind })),
    questions: [],
  };
};

/** A saved job as the form edits it. */
export const jobValues = (job: StaffJobFieldsFragment): JobFormValues => ({
  corporateId: String(job.corporateId),
  title: job.title,
  description: job.description,
  jobFunctionId: String(job.jobFunctionId),
  keySkillIds: [...job.keySkillIds],
  locationIds: [...job.locationIds],
  minExperience: String(job.minExperience),
  maxExperience: String(job.maxExperience),
  salaryMin: text(job.salaryMin),
  salaryMax: text(job.salaryMax),
  employmentType: job.employmentType,
  openings: String(job.openings),
  closesOn: job.closesOn.slice(0, 10),
  recommendedProductId: text(job.recommendedProductId),
  status: job.status === JobStatus.CLOSED ? JobStatus.CLOSED : JobStatus.OPEN,
  stages: job.stages.map(({ name, kind }) => ({ name, kind })),
  questions: job.questions.map(({ text: question, answerType, options, required }) => ({
    text: question,
    answerType,
    options: [...options],
    required,
  })),
});

/** A typed number: a blank or non-numeric entry reads as NaN, which the domain's range rules refuse. */
const num = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));
const numOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** Options only for the choice types: a type changed away from a choice drops its options. */
const questionDraft = (question: QuestionDraft): QuestionDraft => ({
  text: question.text.trim(),
  answerType: question.answerType,
  options: isChoice(question.answerType) ? question.options.map((option) => option.trim()) : [],
  required: question.required,
});

/** The draft the domain rules and the mutations take. */
export const draftOf = (values: JobFormValues, withQuestions: boolean): JobDraft => ({
  corporateID: num(values.corporateId),
  title: values.title.trim(),
  description: values.description.trim(),
  jobFunctionID: num(values.jobFunctionId),
  keySkillIDs: values.keySkillIds,
  locationIDs: values.locationIds,
  minExperience: num(values.minExperience),
  maxExperience: num(values.maxExperience),
  salaryMin: numOrNull(values.salaryMin),
  salaryMax: numOrNull(values.salaryMax),
  employmentType: values.employmentType,
  openings: num(values.openings),
  closesOn: values.closesOn,
  recommendedProductID: numOrNull(values.recommendedProductId),
  status: values.status,
  stages: values.stages.map((stage) => ({ name: stage.name.trim(), kind: stage.kind })),
  ...(withQuestions ? { questions: values.questions.map(questionDraft) } : {}),
});

/** The draft as the gateway's input; questions left out keep the saved ones (frozen once anyone applied). */
export const inputOf = (draft: JobDraft): JobDraftInput => ({
  corporateId: draft.corporateID,
  title: draft.title,
  description: draft.description,
  jobFunctionId: draft.jobFunctionID,
  keySkillIds: draft.keySkillIDs,
  locationIds: draft.locationIDs,
  minExperience: draft.minExperience,
  maxExperience: draft.maxExperience,
  salaryMin: draft.salaryMin,
  salaryMax: draft.salaryMax,
  employmentType: draft.employmentType,
  openings: draft.openings,
  closesOn: draft.closesOn,
  recommendedProductId: draft.recommendedProductID,
  status: draft.status ?? null,
  stages: draft.stages ?? null,
  ...(draft.questions ? { questions: draft.questions } : {}),
});

/** Which field shows each of the domain's draft messages; the pipeline's all go on the stages. */
const FIELD_OF: Partial<Record<string, (keyof JobFormValues)[]>> = {
  [JobDraftMessage.TITLE]: ['title'],
  [JobDraftMessage.DESCRIPTION]: ['description'],
  [JobDraftMessage.EXPERIENCE]: ['minExperience', 'maxExperience'],
  [JobDraftMessage.SALARY]: ['salaryMin', 'salaryMax'],
  [JobDraftMessage.OPENINGS]: ['openings'],
  [JobDraftMessage.CLOSES_ON]: ['closesOn'],
  [JobDraftMessage.SKILLS]: ['keySkillIds'],
  [JobDraftMessage.LOCATIONS]: ['locationIds'],
};

const PIPELINE_MESSAGES: readonly string[] = [
  JobDraftMessage.PIPELINE_LENGTH,
  JobDraftMessage.PIPELINE_START,
  JobDraftMessage.PIPELINE_END,
  JobDraftMessage.PIPELINE_MIDDLE,
  JobDraftMessage.STAGE_NAME,
  JobDraftMessage.STAGE_NAMES_UNIQUE,
];

type QuestionErrors = { text?: string; options?: string };

/**
 * The form's validation: the domain's own rules (`checkJobDraft`, `checkQuestionDraft`, the ones REST
 * applies), each message placed on the field it is about. Only the picks the draft takes as ids are
 * checked here, since the domain leaves whether an id exists to the REST tier.
 */
export const validateJob =
  (withQuestions: boolean) =>
  (values: JobFormValues): FormikErrors<JobFormValues> => {
    const errors: Record<string, unknown> = {};
    if (values.corporateId === '') errors.corporateId = PICK_CORPORATE;
    if (values.jobFunctionId === '') errors.jobFunctionId = PICK_FUNCTION;
    const draft = draftOf(values, false);
    const pipeline: string[] = [];
    for (const message of checkJobDraft(draft)) {
      if (PIPELINE_MESSAGES.includes(message)) pipeline.push(message);
      for (const field of FIELD_OF[message] ?? []) errors[field] ??= message;
    }
    if (pipeline.length > 0) errors.stages = pipeline.join('. ');
    if (withQuestions) {
      const questionErrors: (QuestionErrors | undefined)[] = values.questions.map((question) => {
        const message = checkQuestionDraft(questionDraft(question));
        if (message === null) return undefined;
        return message === JobDraftMessage.QUESTION_TEXT ? { text: message } : { options: message };
      });
      if (questionErrors.some((error) => error !== undefined)) errors.questions = questionErrors;
    }
    return errors as FormikErrors<JobFormValues>;
  };

/** Where a new interview round goes: after the last interview, else before the offer or the placed stage. */
export const withInterviewRound = (stages: readonly StageDraft[]): StageDraft[] => {
  const rounds = stages.filter((stage) => stage.kind === StageKind.INTERVIEW).length;
  const taken = new Set(stages.map((stage) => stage.name.trim().toLowerCase()));
  let number = rounds + 1;
  while (taken.has(`interview round ${number}`)) number += 1;
  const round: StageDraft = { name: `Interview round ${number}`, kind: StageKind.INTERVIEW };
  const lastInterview = stages.map((stage) => stage.kind).lastIndexOf(StageKind.INTERVIEW);
  const offer = stages.findIndex((stage) => stage.kind === StageKind.OFFER);
  const at = lastInterview >= 0 ? lastInterview + 1 : offer >= 0 ? offer : Math.max(stages.length - 1, 0);
  return [...stages.slice(0, at), round, ...stages.slice(at)];
};

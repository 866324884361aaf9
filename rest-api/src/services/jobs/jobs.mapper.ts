import type { JobFit, JobQuestion, JobSummary } from '@finx/domain';
import type { JobRow, QuestionRow } from './jobs.repository';

/** What turning rows into the contract's shapes needs: option names and the asking learner's skills. */
export interface JobViewContext {
  names: Map<number, string>;
  profileSkillIds: readonly number[];
}

const namesOf = (ids: readonly number[], names: Map<number, string>): string[] =>
  ids.map((id) => names.get(id)).filter((name): name is string => name !== undefined);

/** The share of the job's key skills the learner's profile lists, in whole percent. */
export const fitOf = (jobSkillIds: readonly number[], context: JobViewContext): JobFit => {
  const own = new Set(context.profileSkillIds);
  const matched = jobSkillIds.filter((id) => own.has(id));
  const missing = jobSkillIds.filter((id) => !own.has(id));
  return {
    percent: jobSkillIds.length === 0 ? 0 : Math.round((100 * matched.length) / jobSkillIds.length),
    matchedSkills: namesOf(matched, context.names),
    missingSkills: namesOf(missing, context.names),
  };
};

export const toJobSummary = (row: JobRow, context: JobViewContext): JobSummary => ({
  jobID: row.jobId,
  title: row.title,
  corporateName: row.corporateName,
  jobFunction: context.names.get(row.jobFunctionId) ?? '',
  locations: namesOf(row.locationIds, context.names),
  keySkills: namesOf(row.keySkillIds, context.names),
  minExperience: row.minExperience,
  maxExperience: row.maxExperience,
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  employmentType: row.employmentType,
  postedOn: row.postedAt.toISOString(),
  closesOn: row.closesOn,
  fit: fitOf(row.keySkillIds, context),
  applicationStatus: row.applicationStatus,
});

export const toJobQuestion = (row: QuestionRow): JobQuestion => ({
  questionID: row.questionId,
  text: row.text,
  answerType: row.answerType,
  options: row.options,
  required: row.required,
});

/** Today's date as a date column holds it (UTC), for "closes_on >= today". */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** Whether a job takes applications on `today`: open, and its closing date not passed. */
export const isOpen = (row: Pick<JobRow, 'status' | 'closesOn'>, today: string): boolean =>
  row.status === 'OPEN' && row.closesOn >= today;

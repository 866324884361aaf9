import { describe, expect, it } from 'vitest';
import { AnswerType, DEFAULT_PIPELINE, EmploymentType, StageKind } from '../contract/jobs';
import type { JobDraft } from '../contract/jobs-admin';
import { checkJobDraft, checkPipeline, checkQuestionDraft, JobDraftMessage } from './jobs-admin.schema';

const draft = (over: Partial<JobDraft> = {}): JobDraft => ({
  corporateID: 1,
  title: 'Relationship manager',
  description: 'Look after the branch customers and their portfolios.',
  jobFunctionID: 1,
  keySkillIDs: [1],
  locationIDs: [1],
  minExperience: 0,
  maxExperience: 2,
  salaryMin: 300_000,
  salaryMax: 450_000,
  employmentType: EmploymentType.FULL_TIME,
  openings: 3,
  closesOn: '2027-01-31',
  recommendedProductID: null,
  ...over,
});

describe('job pipeline', () => {
  it('takes the default pipeline and a short one', () => {
    expect(checkPipeline(DEFAULT_PIPELINE)).toEqual([]);
    expect(
      checkPipeline([
        { name: 'Applied', kind: StageKind.APPLIED },
        { name: 'Placed', kind: StageKind.PLACED },
      ]),
    ).toEqual([]);
  });

  it('refuses a pipeline that does not start at Applied or end at Placed', () => {
    const errors = checkPipeline([
      { name: 'Screening', kind: StageKind.SCREENING },
      { name: 'Offer', kind: StageKind.OFFER },
    ]);
    expect(errors).toEqual([JobDraftMessage.PIPELINE_START, JobDraftMessage.PIPELINE_END]);
  });

  it('refuses one stage, thirteen stages, a Placed in the middle and names twice', () => {
    expect(checkPipeline([{ name: 'Applied', kind: StageKind.APPLIED }])).toContain(
      JobDraftMessage.PIPELINE_LENGTH,
    );
    const long = [
      DEFAULT_PIPELINE[0]!,
      ...Array.from({ length: 11 }, (_, i) => ({ name: `Round ${i}`, kind: StageKind.INTERVIEW })),
      DEFAULT_PIPELINE.at(-1)!,
    ];
    expect(checkPipeline(long)).toEqual([JobDraftMessage.PIPELINE_LENGTH]);
    expect(
      checkPipeline([
        { name: 'Applied', kind: StageKind.APPLIED },
        { name: 'Placed early', kind: StageKind.PLACED },
        { name: 'placed', kind: StageKind.PLACED },
      ]),
    ).toEqual([JobDraftMessage.PIPELINE_MIDDLE]);
    expect(
      checkPipeline([
        { name: 'Applied', kind: StageKind.APPLIED },
        { name: 'Round', kind: StageKind.INTERVIEW },
        { name: 'round ', kind: StageKind.INTERVIEW },
        { name: 'Placed', kind: StageKind.PLACED },
      ]),
    ).toEqual([JobDraftMessage.STAGE_NAMES_UNIQUE]);
  });
});

describe('job questionnaire drafts', () => {
  it('asks choice questions for 2 to 10 different options and others for none', () => {
    const choice = { text: 'Shift?', answerType: AnswerType.SINGLE_CHOICE, required: true };
    expect(checkQuestionDraft({ ...choice, options: ['Day', 'Night'] })).toBeNull();
    expect(checkQuestionDraft({ ...choice, options: ['Day'] })).toBe(JobDraftMessage.CHOICE_OPTIONS);
    expect(checkQuestionDraft({ ...choice, options: ['Day', 'Day'] })).toBe(JobDraftMessage.CHOICE_OPTIONS);
    expect(
      checkQuestionDraft({ text: 'Why?', answerType: AnswerType.TEXT, options: ['x'], required: false }),
    ).toBe(JobDraftMessage.NO_OPTIONS);
    expect(checkQuestionDraft({ text: ' ', answerType: AnswerType.TEXT, options: [], required: false })).toBe(
      JobDraftMessage.QUESTION_TEXT,
    );
  });
});

describe('job drafts', () => {
  it('takes a sound draft', () => {
    expect(checkJobDraft(draft())).toEqual([]);
  });

  it('lists every rule a draft breaks', () => {
    const errors = checkJobDraft(
      draft({
        title: 'x',
        minExperience: 5,
        maxExperience: 2,
        salaryMin: 5,
        salaryMax: null,
        closesOn: 'soon',
      }),
    );
    expect(errors).toEqual([
      JobDraftMessage.TITLE,
      JobDraftMessage.EXPERIENCE,
      JobDraftMessage.SALARY,
      JobDraftMessage.CLOSES_ON,
    ]);
  });

  it('numbers the questions at fault', () => {
    const questions = Array.from({ length: 11 }, () => ({
      text: 'Notice period in days?',
      answerType: AnswerType.NUMBER,
      options: [],
      required: true,
    }));
    expect(checkJobDraft(draft({ questions }))).toEqual([JobDraftMessage.QUESTIONS_COUNT]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_PIPELINE, JobDraftMessage, JobStatus, StageKind } from '@finx/domain';
import { draftOf, inputOf, newJobValues, validateJob, withInterviewRound } from './staff-job-draft';

const today = new Date('2030-01-01T00:00:00Z');

describe('the job form draft', () => {
  it('adds an interview round after the last one, named apart from the stages there', () => {
    const names = withInterviewRound(DEFAULT_PIPELINE).map((stage) => stage.name);
    expect(names).toEqual([
      'Applied',
      'Screening',
      'Assessment',
      'Interview round 1',
      'Interview round 2',
      'Interview round 3',
      'Offer',
      'Placed',
    ]);
    // Without any interview, the round goes before the offer.
    const bare = DEFAULT_PIPELINE.filter((stage) => stage.kind !== StageKind.INTERVIEW);
    expect(withInterviewRound(bare).map((stage) => stage.name)).toEqual([
      'Applied',
      'Screening',
      'Assessment',
      'Interview round 1',
      'Offer',
      'Placed',
    ]);
  });

  it('places the domain rules on their fields, the pipeline rules on the stages', () => {
    const values = {
      ...newJobValues(DEFAULT_PIPELINE, today),
      minExperience: '5',
      maxExperience: '2',
      salaryMin: '500000',
      stages: DEFAULT_PIPELINE.slice(1),
    };
    const errors = validateJob(true)(values);
    expect(errors.minExperience).toBe(JobDraftMessage.EXPERIENCE);
    expect(errors.maxExperience).toBe(JobDraftMessage.EXPERIENCE);
    expect(errors.salaryMin).toBe(JobDraftMessage.SALARY);
    expect(errors.stages).toBe(JobDraftMessage.PIPELINE_START);
    expect(errors.closesOn).toBeUndefined();
  });

  it('sends the questionnaire only when it may change, and options only for choice questions', () => {
    const values = {
      ...newJobValues(DEFAULT_PIPELINE, today),
      questions: [{ text: ' Shift? ', answerType: 'TEXT' as const, options: ['left over'], required: true }],
    };
    expect(inputOf(draftOf(values, true)).questions).toEqual([
      { text: 'Shift?', answerType: 'TEXT', options: [], required: true },
    ]);
    expect(inputOf(draftOf(values, false))).not.toHaveProperty('questions');
    expect(inputOf(draftOf(values, true)).closesOn).toBe('2030-01-31');
  });

  it('starts a new job open and sends the status chosen on the form', () => {
    const values = newJobValues(DEFAULT_PIPELINE, today);
    expect(values.status).toBe(JobStatus.OPEN);
    expect(inputOf(draftOf(values, true)).status).toBe(JobStatus.OPEN);
    expect(inputOf(draftOf({ ...values, status: JobStatus.CLOSED }, false)).status).toBe(JobStatus.CLOSED);
  });
});

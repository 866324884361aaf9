import { describe, expect, it } from 'vitest';
import { type FieldMap, pathOf } from './user-errors';

const FIELDS = {
  JOB_ANSWER_INVALID: 'input.answers',
  NOT_FOUND: 'jobId',
  COURSE_ALREADY_APPLIED: null,
} as const satisfies FieldMap<'JOB_ANSWER_INVALID' | 'NOT_FOUND' | 'COURSE_ALREADY_APPLIED'>;

describe('pathOf', () => {
  it('puts the row REST names on the input path the feature maps the code to', () => {
    expect(pathOf(FIELDS, { reasonCode: 'JOB_ANSWER_INVALID', field: 'answers.3' })).toBe('input.answers.3');
    expect(pathOf(FIELDS, { reasonCode: 'JOB_ANSWER_INVALID', field: 'rows.2.values.0' })).toBe(
      'input.answers.2.0',
    );
  });

  it('keeps the mapped path when REST names no row, and null where the map says the request as a whole', () => {
    expect(pathOf(FIELDS, { reasonCode: 'JOB_ANSWER_INVALID', field: 'answers' })).toBe('input.answers');
    expect(pathOf(FIELDS, { reasonCode: 'NOT_FOUND' })).toBe('jobId');
    expect(pathOf(FIELDS, { reasonCode: 'COURSE_ALREADY_APPLIED', field: 'answers.1' })).toBeNull();
    expect(pathOf(FIELDS, { reasonCode: 'XX-99', field: 'answers.1' })).toBeNull();
  });
});

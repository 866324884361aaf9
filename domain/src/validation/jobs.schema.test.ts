import { describe, expect, it } from 'vitest';
import { AnswerType, type JobQuestion } from '../contract/jobs';
import { checkJobAnswer, checkJobAnswers, JOB_ANSWER_MAX_LENGTH, JobAnswerMessage } from './jobs.schema';

const question = (answerType: AnswerType, options: string[] = [], required = true) => ({
  answerType,
  options,
  required,
});

describe('job questionnaire answers', () => {
  it('asks for required answers and lets optional ones be left empty', () => {
    expect(checkJobAnswer(question(AnswerType.TEXT), '  ')).toBe(JobAnswerMessage.REQUIRED);
    expect(checkJobAnswer(question(AnswerType.MULTI_CHOICE, ['A']), [])).toBe(JobAnswerMessage.REQUIRED);
    expect(checkJobAnswer(question(AnswerType.TEXT, [], false), undefined)).toBeNull();
  });

  it('holds each answer to its type', () => {
    expect(checkJobAnswer(question(AnswerType.TEXT), 'x'.repeat(JOB_ANSWER_MAX_LENGTH + 1))).toBe(
      JobAnswerMessage.TOO_LONG,
    );
    expect(checkJobAnswer(question(AnswerType.NUMBER), '2.5')).toBeNull();
    expect(checkJobAnswer(question(AnswerType.NUMBER), 'two')).toBe(JobAnswerMessage.NUMBER);
    expect(checkJobAnswer(question(AnswerType.YES_NO), 'YES')).toBeNull();
    expect(checkJobAnswer(question(AnswerType.YES_NO), 'maybe')).toBe(JobAnswerMessage.CHOICE);
    expect(checkJobAnswer(question(AnswerType.SINGLE_CHOICE, ['Mumbai', 'Pune']), 'Pune')).toBeNull();
    expect(checkJobAnswer(question(AnswerType.SINGLE_CHOICE, ['Mumbai']), 'Delhi')).toBe(
      JobAnswerMessage.CHOICE,
    );
    expect(checkJobAnswer(question(AnswerType.MULTI_CHOICE, ['A', 'B']), ['A', 'B'])).toBeNull();
    expect(checkJobAnswer(question(AnswerType.MULTI_CHOICE, ['A', 'B']), ['A', 'A'])).toBe(
      JobAnswerMessage.CHOICE,
    );
    expect(checkJobAnswer(question(AnswerType.MULTI_CHOICE, ['A']), 'A')).toBe(JobAnswerMessage.CHOICE);
    expect(checkJobAnswer(question(AnswerType.TEXT), ['A'])).toBe(JobAnswerMessage.CHOICE);
  });

  it('keys each failing answer by its question, and refuses answers to questions not asked', () => {
    const questions: JobQuestion[] = [
      { questionID: 1, text: 'Years in sales?', ...question(AnswerType.NUMBER) },
      { questionID: 2, text: 'Can you relocate?', ...question(AnswerType.YES_NO) },
    ];
    expect(
      checkJobAnswers(questions, [
        { questionID: 1, answer: 'a few' },
        { questionID: 9, answer: 'YES' },
      ]),
    ).toEqual({ 1: JobAnswerMessage.NUMBER, 2: JobAnswerMessage.REQUIRED, 9: JobAnswerMessage.CHOICE });
  });
});

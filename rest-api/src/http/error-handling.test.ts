import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { answerForError, isDependencyOutage } from './error-handling';

const log = pino({ level: 'silent' });
const withCause = (message: string, cause: unknown) => Object.assign(new Error(message), { cause });
const pgError = (code: string) => Object.assign(new Error('terminating connection'), { code });

describe('errors of a dependency outage', () => {
  it('answers the database or Redis being unreachable as 503 UPSTREAM_UNAVAILABLE', () => {
    const outages = [
      withCause('Failed query: select 1', pgError('57P01')),
      withCause('Failed query: select 1', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
      withCause('Failed query: select 1', new Error('Connection terminated unexpectedly')),
      Object.assign(new Error('Reached the max retries per request limit (which is 2).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ];
    for (const error of outages) {
      expect(isDependencyOutage(error)).toBe(true);
      const answer = answerForError(error as never, log);
      expect(answer.status).toBe(503);
      expect(answer.body.reasonCode).toBe('UPSTREAM_UNAVAILABLE');
    }
  });

  it('keeps anything else a 500 INTERNAL', () => {
    const bug = withCause('Failed query: select x', pgError('42703'));
    expect(isDependencyOutage(bug)).toBe(false);
    expect(answerForError(bug as never, log)).toMatchObject({
      status: 500,
      body: { reasonCode: 'INTERNAL' },
    });
  });
});

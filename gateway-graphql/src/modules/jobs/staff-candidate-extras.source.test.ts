import { StaffCandidateExtrasMessage, ReasonCode, ReasonMessage, RestPath } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../upstream/fake-upstream';
import { ADMIN, fakeRequest } from '../../test/fake-request';
import { StaffCandidateExtrasSource } from './staff-candidate-extras.source';

const staffAs = async () => {
  const request = await fakeRequest(ADMIN);
  return { ...request, extras: new StaffCandidateExtrasSource(request.scope) };
};

describe('StaffCandidateExtrasSource', () => {
  it('refuses a broken rule on its own field before anything goes upstream', async () => {
    const { upstream, extras } = await staffAs();
    const rating = await extras.rate({ applicationId: 9, stageId: 1, rating: 0, feedback: '' });
    expect(rating.userErrors).toEqual([
      {
        code: ReasonCode.VALIDATION_FAILED,
        field: 'input.rating',
        message: StaffCandidateExtrasMessage.RATING,
      },
    ]);
    const sms = await extras.message({ applicationId: 9, channel: 'SMS', subject: 'Hi', body: 'Hello' });
    expect(sms.userErrors.map((error) => error.field)).toEqual(['input.subject']);
    const invite = await extras.invite({
      applicationId: 9,
      stageId: 4,
      scheduledAt: '2020-01-01T10:00:00Z',
      details: 'Room 4',
    });
    expect(invite.userErrors.map((error) => error.field)).toEqual(['input.scheduledAt']);
    expect((await extras.refer({ jobId: 601, email: 'nobody' })).userErrors[0]?.field).toBe('input.email');
    expect(upstream.calls).toEqual([]);
  });

  it('sends REST’s names and maps its refusals to the fields of the feature’s map', async () => {
    const { upstream, extras } = await staffAs();
    upstream.on('POST', RestPath.STAFF_JOB_REFER, refused(ReasonCode.JOB_ALREADY_REFERRED));
    const referred = await extras.refer({ jobId: 601, email: 'friend@example.com' });
    expect(referred).toEqual({
      ok: false,
      userErrors: [
        {
          code: ReasonCode.JOB_ALREADY_REFERRED,
          field: 'input.email',
          message: ReasonMessage.JOB_ALREADY_REFERRED,
        },
      ],
    });
    expect(upstream.callsTo(RestPath.STAFF_JOB_REFER)[0]?.body).toEqual({
      jobID: 601,
      email: 'friend@example.com',
    });
    upstream.on('POST', RestPath.STAFF_JOB_SEND_MESSAGE, refused(ReasonCode.CANDIDATE_NO_MOBILE));
    const sms = await extras.message({ applicationId: 9, channel: 'SMS', body: 'Hello' });
    expect(sms).toMatchObject({
      message: null,
      userErrors: [{ code: ReasonCode.CANDIDATE_NO_MOBILE, field: 'input.channel' }],
    });
    expect(upstream.callsTo(RestPath.STAFF_JOB_SEND_MESSAGE)[0]?.body).toEqual({
      applicationID: 9,
      channel: 'SMS',
      subject: null,
      body: 'Hello',
    });
  });

  it('answers null for the lists of an unknown application and for an unknown job’s export', async () => {
    const { upstream, extras } = await staffAs();
    upstream.on('GET', RestPath.STAFF_JOB_RATING_HISTORY, refused(ReasonCode.NOT_FOUND));
    upstream.on('GET', RestPath.STAFF_JOB_EXPORT_LINK, refused(ReasonCode.NOT_FOUND));
    expect(await extras.ratings(424_242)).toBeNull();
    expect(await extras.exportLink(424_242)).toBeNull();
    upstream.on(
      'GET',
      RestPath.STAFF_JOB_EXPORT_LINK,
      ok({
        responseObject: { url: '/staff/job-export/all-jobs?p=1&e=2&s=3', expiresAt: '2026-11-25T10:05:00Z' },
      }),
    );
    expect(await extras.exportLink(null)).toEqual({
      url: '/staff/job-export/all-jobs?p=1&e=2&s=3',
      expiresAt: '2026-11-25T10:05:00Z',
    });
  });
});

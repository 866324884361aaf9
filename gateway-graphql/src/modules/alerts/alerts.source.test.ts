import { InboxKind, InboxSendMessage, ReasonCode, RestPath } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../upstream/fake-upstream';
import { ADMIN, LEARNER, fakeRequest } from '../../test/fake-request';
import { AlertsSource } from './alerts.source';

const stored = {
  alert: { alertId: 7, alertName: 'Hello', alertStartDateTime: '2026-11-23T10:00:00.000Z', isRead: false },
  notification: null,
};

describe('AlertsSource', () => {
  it('announces a sent alert to the learner’s feed only after REST stored it', async () => {
    const { upstream, scope } = await fakeRequest(ADMIN);
    upstream.on('POST', RestPath.SEND_MAIL_SMS_TO_USER, ok({ responseObject: stored }));
    const feed = scope.inboxEvents.subscribe(LEARNER.partyId);
    const next = feed.next();

    const sent = await new AlertsSource(scope, scope.inboxEvents).send({
      partyId: LEARNER.partyId,
      kind: InboxKind.ALERT,
      title: '  Hello ',
    });

    expect(sent).toMatchObject({ alert: { id: '7', alertName: 'Hello' }, userErrors: [] });
    expect((await next).value).toEqual({ partyId: LEARNER.partyId, ...stored });
    expect(upstream.callsTo(RestPath.SEND_MAIL_SMS_TO_USER)[0]?.body).toEqual({
      partyId: LEARNER.partyId,
      kind: InboxKind.ALERT,
      title: 'Hello',
    });
    await feed.return?.();
  });

  it('announces nothing when the title is blank or REST refuses', async () => {
    const { upstream, scope } = await fakeRequest(ADMIN);
    upstream.on('POST', RestPath.SEND_MAIL_SMS_TO_USER, refused(ReasonCode.NOT_FOUND));
    const published: unknown[] = [];
    const events = {
      publish: async (event: unknown) => void published.push(event),
      subscribe: (partyId: number) => scope.inboxEvents.subscribe(partyId),
      close: async () => {},
    };
    const source = new AlertsSource(scope, events);

    const blank = await source.send({ partyId: 9, kind: InboxKind.MESSAGE, title: ' ' });
    expect(blank.userErrors).toEqual([
      { code: ReasonCode.VALIDATION_FAILED, field: 'input.title', message: InboxSendMessage.TITLE_REQUIRED },
    ]);
    const unknown = await source.send({ partyId: 9, kind: InboxKind.MESSAGE, title: 'Hi' });
    expect(unknown.userErrors.map((error) => [error.code, error.field])).toEqual([
      [ReasonCode.NOT_FOUND, 'input.partyId'],
    ]);
    expect(published).toEqual([]);
  });

  it('subscribes learners only, to their own party', async () => {
    const staff = await fakeRequest(ADMIN);
    expect(() => new AlertsSource(staff.scope, staff.scope.inboxEvents).added()).toThrow();
    const { scope } = await fakeRequest(LEARNER);
    const feed = new AlertsSource(scope, scope.inboxEvents).added();
    const next = feed.next();
    await scope.inboxEvents.publish({ partyId: LEARNER.partyId + 1, ...stored });
    await scope.inboxEvents.publish({ partyId: LEARNER.partyId, ...stored });
    expect((await next).value?.partyId).toBe(LEARNER.partyId);
    await feed.return?.();
  });
});

import { messagingSummary, RoleId } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { mayHandle, partitionForMail, skipReasonOf } from './messaging.service';

const person = (unsubscribed: boolean, withdrawn: boolean, bounced = false) => ({
  unsubscribedAt: unsubscribed ? new Date('2026-01-01') : null,
  consentWithdrawnAt: withdrawn ? new Date('2026-01-02') : null,
  bouncedAt: bounced ? new Date('2026-01-03') : null,
});

describe('messaging rules', () => {
  it('holds back mail from whoever unsubscribed or withdrew consent, withdrawal first', () => {
    expect(skipReasonOf(person(false, false))).toBeNull();
    expect(skipReasonOf(person(true, false))).toBe('UNSUBSCRIBED');
    expect(skipReasonOf(person(false, true))).toBe('CONSENT_WITHDRAWN');
    expect(skipReasonOf(person(true, true))).toBe('CONSENT_WITHDRAWN');
    // Bounced addresses (the bulk unsubscribe and bounced upload) are held back too.
    expect(skipReasonOf(person(false, false, true))).toBe('BOUNCED');
  });

  it('counts the skipped per reason and keeps the rest in order', () => {
    const everyone = [person(false, false), person(true, false), person(true, false), person(false, true)];
    const { send, skipped } = partitionForMail(everyone);
    expect(send).toEqual([everyone[0]]);
    expect(skipped).toEqual([
      { reason: 'UNSUBSCRIBED', count: 2 },
      { reason: 'CONSENT_WITHDRAWN', count: 1 },
    ]);
    expect(messagingSummary(send.length, skipped)).toBe(
      'Sent to 1 recipient. Skipped 2 unsubscribed from mails, 1 withdrew consent.',
    );
    expect(messagingSummary(3, [])).toBe('Sent to 3 recipients.');
  });

  it('lets ops handle alerts and messages but only admin handle mails', () => {
    expect(mayHandle({ roleId: RoleId.OPS }, 'ALERT')).toBe(true);
    expect(mayHandle({ roleId: RoleId.OPS }, 'MESSAGE')).toBe(true);
    expect(mayHandle({ roleId: RoleId.OPS }, 'MAIL')).toBe(false);
    expect(mayHandle({ roleId: RoleId.ADMIN }, 'MAIL')).toBe(true);
  });
});

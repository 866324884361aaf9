import { MAIL_SUPPRESSION_UPLOAD_COLUMNS } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { SUPPRESSION_REASON_MAX, suppressionRowChecker } from './unsubscribe-bounced-rows';

const check = suppressionRowChecker([...MAIL_SUPPRESSION_UPLOAD_COLUMNS]);

describe('unsubscribe and bounced rows (/bulk-unsubscribe-upload)', () => {
  it('reads either type in any case, the reason optional', () => {
    expect(check(2, ['A@B.com', 'Bounced', 'mailbox full'])).toMatchObject({
      ok: true,
      row: { emailId: 'a@b.com', type: 'bounced', reason: 'mailbox full' },
    });
    expect(check(3, ['a@b.com', 'unsubscribe', null])).toMatchObject({
      ok: true,
      row: { type: 'unsubscribe', reason: null },
    });
  });

  it('keys the address and type: the same fact again is a duplicate, another type is not', () => {
    const a = check(2, ['a@b.com', 'bounced', 'x']);
    const b = check(9, ['A@b.com', 'BOUNCED', 'y']);
    const c = check(3, ['a@b.com', 'unsubscribe', 'x']);
    expect(a.ok && b.ok && a.row.rowKey === b.row.rowKey).toBe(true);
    expect(a.ok && c.ok && a.row.rowKey !== c.row.rowKey).toBe(true);
  });

  it('names a missing or bad e-mail, a bad type and an overlong reason', () => {
    expect(check(4, [null, 'spam', 'r'.repeat(SUPPRESSION_REASON_MAX + 1)])).toEqual({
      ok: false,
      rowNumber: 4,
      fullName: '',
      emailId: '',
      errors: ['emailId is required', 'type is not valid', 'reason is not valid'],
    });
    expect(check(5, ['not-mail', null, null])).toMatchObject({
      ok: false,
      errors: ['emailId is not valid', 'type is required'],
    });
  });
});

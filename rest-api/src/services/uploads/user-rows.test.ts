import { messageFor, ReasonCode, RegistrationMessage, USER_UPLOAD_COLUMNS } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { FORMULA, type SheetCell } from './sheet-rows';
import { userRowChecker } from './user-rows';

const check = userRowChecker(['gender', ...USER_UPLOAD_COLUMNS.filter((c) => c !== 'gender')]);
const row = (values: Partial<Record<(typeof USER_UPLOAD_COLUMNS)[number], SheetCell>> = {}): SheetCell[] => {
  const all: Record<string, SheetCell> = {
    firstName: 'Priya',
    lastName: 'Sharma',
    emailId: 'Priya@Example.COM',
    mobileNo: 9876543210,
    gender: 2,
    ...values,
  };
  return [
    all.gender ?? null,
    all.firstName ?? null,
    all.lastName ?? null,
    all.emailId ?? null,
    all.mobileNo ?? null,
  ];
};

describe('user upload rows (/userbulkupload)', () => {
  it('reads a good row in any column order: e-mail lower-cased, gender code to the profile word', () => {
    expect(check(2, row())).toMatchObject({
      ok: true,
      row: { emailId: 'priya@example.com', mobile: '9876543210', gender: 'FEMALE', fullName: 'Priya Sharma' },
    });
  });

  it('keys the person, not the row number', () => {
    const a = check(2, row());
    const b = check(7, row({ emailId: 'priya@example.com' }));
    const c = check(8, row({ mobileNo: 9876543211 }));
    expect(a.ok && b.ok && a.row.rowKey === b.row.rowKey).toBe(true);
    expect(a.ok && c.ok && a.row.rowKey !== c.row.rowKey).toBe(true);
  });

  it("names every broken rule with registration's own messages", () => {
    expect(
      check(3, row({ firstName: 'P', lastName: null, emailId: 'nope', mobileNo: 12345, gender: 4 })),
    ).toEqual({
      ok: false,
      rowNumber: 3,
      fullName: 'P',
      emailId: 'nope',
      errors: [
        RegistrationMessage.TOO_SHORT,
        RegistrationMessage.LAST_NAME_REQUIRED,
        RegistrationMessage.EMAIL_INVALID.trim(),
        RegistrationMessage.MOBILE_INVALID,
        'gender is not valid',
      ],
    });
  });

  it('refuses a formula cell', () => {
    const checked = check(4, row({ mobileNo: FORMULA }));
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors).toContain(messageFor(ReasonCode.UPLOAD_FORMULA));
  });
});

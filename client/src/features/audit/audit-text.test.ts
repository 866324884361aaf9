import { describe, expect, it } from 'vitest';
import { actionText, changeText, entityText, fieldName, whenText } from './audit-text';

describe('the audit log in staff words', () => {
  it('names fields and actions for people, not as stored keys', () => {
    expect(fieldName('lockedUntil')).toBe('Locked until');
    expect(fieldName('maxDiscountPaise')).toBe('Max discount');
    expect(fieldName('isActive')).toBe('Active');
    expect(actionText('user.unlock')).toBe('Unlocked an account');
    expect(actionText('something.new')).toBe('something.new');
    expect(entityText('corporate-enquiry')).toBe('Corporate enquiry');
  });

  it('shows amounts in rupees, times in India, dates as DD/MM/YYYY and flags as Yes or No', () => {
    const text = changeText(
      JSON.stringify({
        lockedUntil: '2026-11-27T18:30:00.000Z',
        maxDiscountPaise: 99_990,
        isActive: false,
        closesOn: '2026-12-31',
        reason: null,
      }),
    );
    expect(text).toBe(
      'Locked until: 28/11/2026, 12:00 am, Max discount: ₹999.90, Active: No, Closes on: 31/12/2026, Reason: –',
    );
    expect(whenText('2026-11-27T06:30:00.000Z')).toBe('27/11/2026, 12:00 pm');
  });

  it("writes states in words, a CTC in rupees and a job's stages by name, and leaves codes as typed", () => {
    expect(changeText(JSON.stringify({ status: 'IN_PROGRESS', stageId: 6062 }))).toBe(
      'Status: In progress, Stage id: 6062',
    );
    expect(changeText(JSON.stringify({ ctc: 525_000, status: 'PLACED', joiningDate: '2027-01-04' }))).toBe(
      'CTC: ₹5,25,000, Status: Placed, Joining date: 04/01/2027',
    );
    expect(
      changeText(
        JSON.stringify({
          stages: [
            { kind: 'APPLIED', name: 'Applied' },
            { kind: 'INTERVIEW', name: 'Interview round 1' },
          ],
        }),
      ),
    ).toBe('Stages: Applied, Interview round 1');
    expect(changeText(JSON.stringify({ code: 'FLATOFF', couponCode: 'WELCOME10' }))).toBe(
      'Code: FLATOFF, Coupon code: WELCOME10',
    );
    expect(changeText(JSON.stringify({ limits: { maxPaise: 1000, kind: 'FLAT' } }))).toBe(
      'Limits: Max: ₹10; Kind: Flat',
    );
  });
});

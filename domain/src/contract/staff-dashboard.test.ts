import { describe, expect, it } from 'vitest';
import { periodDays, StaffDashboardMessage, staffDashboardPeriodProblem } from './staff-dashboard';

describe('staff dashboard periods', () => {
  it('counts both ends', () => {
    expect(periodDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(periodDays('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('refuses unreadable, backwards and too long periods with their messages', () => {
    expect(staffDashboardPeriodProblem('01/01/2026', '2026-01-02')).toBe(
      StaffDashboardMessage.PERIOD_INVALID,
    );
    expect(staffDashboardPeriodProblem('2026-02-01', '2026-01-01')).toBe(
      StaffDashboardMessage.PERIOD_BACKWARDS,
    );
    expect(staffDashboardPeriodProblem('2024-01-01', '2026-01-01')).toBe(
      StaffDashboardMessage.PERIOD_TOO_LONG,
    );
    expect(staffDashboardPeriodProblem('2026-01-01', '2026-03-31')).toBeNull();
  });
});

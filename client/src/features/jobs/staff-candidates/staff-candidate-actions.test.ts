import { describe, expect, it } from 'vitest';
import { isoFromDisplay } from './staff-candidate-actions';

describe('isoFromDisplay (the placement dialog’s joining date)', () => {
  it('reads DD/MM/YYYY, and the digits alone as the other date fields take them', () => {
    expect(isoFromDisplay('04/01/2027')).toBe('2027-01-04');
    expect(isoFromDisplay('04012027')).toBe('2027-01-04');
    expect(isoFromDisplay(' 04-01-2027 ')).toBe('2027-01-04');
    expect(isoFromDisplay('04.01.2027')).toBe('2027-01-04');
  });

  it('refuses what is not a real day', () => {
    expect(isoFromDisplay('31/02/2031')).toBeNull();
    expect(isoFromDisplay('31022031')).toBeNull();
    expect(isoFromDisplay('2027-01-04')).toBeNull();
    expect(isoFromDisplay('4/1/27')).toBeNull();
    expect(isoFromDisplay('')).toBeNull();
  });
});

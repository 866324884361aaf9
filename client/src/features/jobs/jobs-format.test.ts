import { describe, expect, it } from 'vitest';
import { formatExperience, formatSalary } from './jobs-format';

describe('job formats', () => {
  it('shows salaries as lakh per annum', () => {
    expect(formatSalary(350000, 600000)).toBe('₹3.5 – 6 LPA');
    expect(formatSalary(1200000, null)).toBe('₹12 LPA');
    expect(formatSalary(null, 250000)).toBe('₹2.5 LPA');
    expect(formatSalary(null, null)).toBe('Not disclosed');
  });

  it('shows experience ranges', () => {
    expect(formatExperience(0, 0)).toBe('Fresher');
    expect(formatExperience(0, 2)).toBe('0–2 years');
    expect(formatExperience(1, 1)).toBe('1 year');
  });
});

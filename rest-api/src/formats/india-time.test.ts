import { describe, expect, it } from 'vitest';
import { indiaDashDate, indiaDate, indiaDateTime } from './india-time';

// The arithmetic formatter must agree with the time-zone database it replaced, on every kind of instant.
const reference = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const expected = (date: Date) => reference.format(date).replace(',', '');

describe('india time', () => {
  it('formats as the Asia/Kolkata zone does, across day, month and year ends', () => {
    const instants = [
      '2026-12-31T18:29:59Z',
      '2026-12-31T18:30:00Z',
      '2024-02-28T18:30:00Z',
      '2000-01-01T00:00:00Z',
      '2026-06-15T09:05:07Z',
    ].map((text) => new Date(text));
    for (let n = 0; n < 500; n += 1) instants.push(new Date(Date.UTC(2020, 0, 1) + n * 7_919_993_117));
    for (const instant of instants) {
      expect(indiaDateTime(instant)).toBe(expected(instant));
      expect(indiaDate(instant)).toBe(expected(instant).slice(0, 10));
    }
    expect(indiaDashDate(new Date('2026-12-31T18:30:00Z'))).toBe('01-01-2027');
  });
});

import { describe, expect, it } from 'vitest';
import { formatIndianInteger, formatPrice } from './money';

// Intl is the reference: the formatters only avoid starting it on a page load (money.ts).
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const counts = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlPrice = (amount: number) =>
  Math.round(amount * 100) % 100 === 0 ? wholeRupees.format(amount) : withPaise.format(amount);

/** Amounts of every length up to a thousand crore, with and without paise, and a few negatives. */
const amounts = (): number[] => {
  const found: number[] = [0, 0.01, 0.1, 0.99, 1, 9.5, 99.99, 899.1, 999.99, 1000.001, 150000.5, 87795.1];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  for (let digits = 1; digits <= 11; digits++) {
    for (let i = 0; i < 40; i++) {
      const rupees = next() % 10 ** digits;
      found.push(rupees, rupees + (next() % 100) / 100, -(rupees + (next() % 100) / 100));
    }
  }
  return found;
};

describe('formatPrice', () => {
  it('words every amount as Intl en-IN does', () => {
    for (const amount of amounts()) expect(formatPrice(amount), String(amount)).toBe(intlPrice(amount));
  });
});

describe('formatIndianInteger', () => {
  it('groups every count as Intl en-IN does', () => {
    for (const amount of amounts()) {
      expect(formatIndianInteger(amount), String(amount)).toBe(counts.format(amount).replace('-0', '0'));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatPrice } from './format';

describe('formatPrice', () => {
  it('shows rupees with Indian digit grouping', () => {
    expect(formatPrice(75000)).toBe('₹75,000');
    expect(formatPrice(150000)).toBe('₹1,50,000');
    expect(formatPrice(12345678)).toBe('₹1,23,45,678');
    expect(formatPrice(1000)).toBe('₹1,000');
  });

  it('keeps paise only when there are any, both digits of them', () => {
    expect(formatPrice(499.5)).toBe('₹499.50');
    expect(formatPrice(899.1)).toBe('₹899.10');
    expect(formatPrice(87795.1)).toBe('₹87,795.10');
    expect(formatPrice(999.99)).toBe('₹999.99');
    expect(formatPrice(0)).toBe('₹0');
    expect(formatPrice(1000.001)).toBe('₹1,000');
  });
});

describe('formatDate', () => {
  it('formats DD/MM/YYYY and tolerates missing values', () => {
    expect(formatDate('2025-03-07T10:15:30')).toBe('07/03/2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDuration', () => {
  it('reads naturally', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(182.5 * 24 * 60)).toBe('6 months');
    expect(formatDuration(30 * 24 * 60)).toBe('1 month');
  });
});

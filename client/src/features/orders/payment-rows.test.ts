import { describe, expect, it } from 'vitest';
import { exportFileName, orderDate, pageFromSearch, statusFromSearch } from './payment-rows';

describe('My Payment URL state and export name', () => {
  it('reads the status filter and page from the URL, ignoring anything else', () => {
    expect(statusFromSearch(new URLSearchParams('status=paid'))).toBe('PAID');
    expect(statusFromSearch(new URLSearchParams('status=bogus'))).toBeNull();
    expect(pageFromSearch(new URLSearchParams('page=3'))).toBe(3);
    expect(pageFromSearch(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('page=x'))).toBe(1);
  });

  it('names the export with a DD-MM-YYYY suffix and shows the order date as DD/MM/YYYY', () => {
    expect(exportFileName(new Date(2025, 2, 5))).toBe('My-Payments-05-03-2025.xlsx');
    expect(orderDate('05/03/2025 10:15:00')).toBe('05/03/2025');
  });
});

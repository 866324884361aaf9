import { describe, expect, it } from 'vitest';
import { LANDING_SOURCE, landingRegisterLink } from './landing-register-link';

const queryOf = (link: string) => new URL(link, 'https://finx.test').searchParams;

describe('landingRegisterLink', () => {
  it('names the landing page as the source and campaign of a visitor who came without a link', () => {
    const link = landingRegisterLink('', { camp: 'kotakbank-career-jobs', cli: 'Kotak Mahindra Bank' });
    expect(link.startsWith('/register?')).toBe(true);
    const query = queryOf(link);
    expect(query.get('source')).toBe(LANDING_SOURCE);
    expect(query.get('medium')).toBe('web');
    expect(query.get('camp')).toBe('kotakbank-career-jobs');
    expect(query.get('cli')).toBe('Kotak Mahindra Bank');
  });

  it("keeps the campaign link the visitor arrived with: its keys win, the page's fill the gaps", () => {
    const link = landingRegisterLink('?source=google&medium=cpc&ref=REF42&sessiontimeout=true', {
      camp: 'bfsi-hiring',
      cli: 'FinX BFSI partners',
    });
    const query = queryOf(link);
    expect(query.get('source')).toBe('google');
    expect(query.get('medium')).toBe('cpc');
    expect(query.get('ref')).toBe('REF42');
    expect(query.get('camp')).toBe('bfsi-hiring');
    expect(query.has('sessiontimeout')).toBe(false);
  });

  it('passes an encrypted entry link on untouched, since only the server can read it', () => {
    expect(landingRegisterLink('?encrypted=c2VhbGVk0000', { camp: 'x' })).toBe(
      '/register?encrypted=c2VhbGVk0000',
    );
  });

  it('ignores a query that is not an entry link', () => {
    const query = queryOf(landingRegisterLink('?utm_x=1', { camp: 'higher-education-courses' }));
    expect(query.get('camp')).toBe('higher-education-courses');
    expect(query.has('utm_x')).toBe(false);
  });
});

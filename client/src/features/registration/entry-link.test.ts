import { describe, expect, it } from 'vitest';
import {
  captureEntryLink,
  clearEntryLink,
  leadRegisterFrom,
  parseEntryLink,
  storedEntryLink,
} from './entry-link';

const HREF = 'http://localhost/register';

describe('entry links (000 §2)', () => {
  it('reads plain keys into the leadRegister fields', () => {
    const link = parseEntryLink(
      '?cli=ACME&col=C42&pro=CFX&loc=Pune&ref=r1&source=mail&medium=email&term=t&camp=c1&protype=COURSE&proId=1083',
      HREF,
    );
    expect(leadRegisterFrom(link)).toEqual({
      client: 'ACME',
      college: 'C42',
      product: 'CFX',
      location: 'Pune',
      reference: 'r1',
      source: 'mail',
      medium: 'email',
      term: 't',
      camp: 'c1',
      productType: 'COURSE',
      productID: '1083',
      sourceUrl: HREF,
      encryptedSourceUrl: null,
    });
  });

  it('reads a bare base64 query and the encrypted form', () => {
    const encoded = btoa('cli=ACME&col=C7');
    expect(parseEntryLink(`?${encoded}`, HREF)).toMatchObject({
      params: { cli: 'ACME', col: 'C7' },
      encrypted: encoded,
    });
    expect(parseEntryLink(`?encrypted=${encodeURIComponent(encoded)}`, HREF)?.params).toEqual({
      cli: 'ACME',
      col: 'C7',
    });
    // An encrypted value the browser cannot read is kept for the server.
    expect(parseEntryLink('?encrypted=opaque!value', HREF)).toMatchObject({
      params: {},
      encrypted: 'opaque!value',
    });
  });

  it('ignores queries without entry keys', () => {
    expect(parseEntryLink('', HREF)).toBeNull();
    expect(parseEntryLink('?page=2&q=bank', HREF)).toBeNull();
  });

  it('keeps the link in session storage until registration clears it', () => {
    captureEntryLink('?col=C42', HREF);
    captureEntryLink('?sessiontimeout=true', HREF);
    expect(storedEntryLink()?.params).toEqual({ col: 'C42' });
    clearEntryLink();
    expect(storedEntryLink()).toBeNull();
  });
});

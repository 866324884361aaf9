import { createHmac, timingSafeEqual } from 'node:crypto';
import { RestPath } from '@finx/domain';

/** How long a lesson's video link works: long enough to watch a lesson, short enough not to be shared. */
export const DOCUMENT_LINK_SECONDS = 4 * 60 * 60;

/** The gateway's public prefix for the document store (it passes `/documents/<id>?…` on to REST). */
export const PUBLIC_DOCUMENT_PREFIX = '/documents';

/** A signed link's query: the learner it was issued to, when it ends (epoch seconds), the signature. */
export interface DocumentLinkQuery {
  p: string;
  e: string;
  s: string;
}

/**
 * Signed, expiring links to document-store assets (getDocumentUrl's role in the spec). A `<video>` element
 * cannot send our headers, so the link itself carries the permission: it is issued only to a learner
 * whose enrolment was checked, names that learner, and stops working after DOCUMENT_LINK_SECONDS.
 */
export class DocumentLinks {
  private readonly prefix: string;
  private readonly seconds: number;
  private readonly purpose: string;

  /**
   * `purpose` keeps each kind of link apart: a link signed for one (a lesson's video) never opens
   * another (a learner's uploaded file), whatever ids they share.
   */
  constructor(
    private readonly secret: string,
    options: { prefix?: string; seconds?: number; purpose?: string } = {},
  ) {
    this.prefix = options.prefix ?? PUBLIC_DOCUMENT_PREFIX;
    this.seconds = options.seconds ?? DOCUMENT_LINK_SECONDS;
    this.purpose = options.purpose ?? 'document';
  }

  private signature(documentId: string, partyId: number, expires: number): string {
    return createHmac('sha256', this.secret)
      .update(`${this.purpose}:${documentId}:${partyId}:${expires}`)
      .digest('base64url');
  }

  /** When a link issued now stops working. */
  expiresAt(now: number = Date.now()): Date {
    return new Date((Math.floor(now / 1000) + this.seconds) * 1000);
  }

  /** The public link (through the gateway) to the asset for this learner. */
  issue(documentId: string, partyId: number, now: number = Date.now()): string {
    const expires = Math.floor(now / 1000) + this.seconds;
    const query = new URLSearchParams({
      p: String(partyId),
      e: String(expires),
      s: this.signature(documentId, partyId, expires),
    });
    return `${this.prefix}/${encodeURIComponent(documentId)}?${query.toString()}`;
  }

  /** Whether a presented link is one this server issued and has not yet expired. */
  valid(documentId: string, query: Partial<DocumentLinkQuery>, now: number = Date.now()): boolean {
    const partyId = Number(query.p);
    const expires = Number(query.e);
    if (!Number.isSafeInteger(partyId) || !Number.isSafeInteger(expires) || typeof query.s !== 'string') {
      return false;
    }
    if (expires * 1000 < now) return false;
    const expected = Buffer.from(this.signature(documentId, partyId, expires));
    const given = Buffer.from(query.s);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** REST's own path of an asset (what the gateway calls). */
export const documentPath = (documentId: string): `${typeof RestPath.DOCUMENT}/${string}` =>
  `${RestPath.DOCUMENT}/${encodeURIComponent(documentId)}`;

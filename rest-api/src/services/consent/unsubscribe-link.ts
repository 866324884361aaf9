import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { ClientRoute } from '@finx/domain';

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Binds the sealed value to this one purpose: a token sealed for anything else does not open here.
const AAD = Buffer.from('finx:unsubscribe-link:v1');

/**
 * The encrypted query of the footer's Unsubscribe Mails link (`000 §2`): the e-mail address sealed with
 * AES-256-GCM under a key only rest-api holds (derived from its secret for this purpose alone). Nobody
 * can unsubscribe someone else: a token that was not sealed here does not open, and the address is not
 * readable in the URL or in logs.
 */
export class UnsubscribeLink {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'finx', 'unsubscribe-link', 32));
  }

  seal(email: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(email.toLowerCase(), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The address, or null for anything that was not sealed by this key. */
  open(token: string): string | null {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(AAD);
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const clear = Buffer.concat([
        decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
        decipher.final(),
      ]);
      return clear.toString('utf8');
    } catch {
      return null;
    }
  }
}

/** The path of the unsubscribe page carrying a sealed address. */
export const unsubscribePath = (token: string): string => ClientRoute.unsubscribe(token);

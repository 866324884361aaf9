import { createDecipheriv, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Paytm's checksum (CHECKSUMHASH, and `head.signature` of its JSON APIs), through the vendor's
 * `paytmchecksum` package: SHA-256 of the values (sorted by name, joined by `|`) or of the JSON body,
 * plus a 4-character salt, encrypted with AES-128-CBC under the merchant key.
 *
 * Signing is the package's. Verifying uses its hash rule too, but decrypts here: the package's
 * verifySignature logs to the console whenever a forged checksum fails to decrypt, throws on a key of
 * the wrong length, deletes CHECKSUMHASH from the object it is given, and compares with `===`.
 */
export type PaytmParams = Record<string, string>;

/** The calls of the vendor's class used here (the package is CommonJS and ships no types). */
interface VendorChecksum {
  /** AES-128-CBC's fixed IV in Paytm's scheme. */
  iv: string;
  /** Checksum of the sorted values joined by `|` (an object) or of the string itself (a JSON body). */
  generateSignature(params: PaytmParams | string, key: string): Promise<string>;
  verifySignature(params: PaytmParams | string, key: string, checksum: string): boolean;
  getStringByParams(params: PaytmParams): string;
  /** SHA-256 hex of `params|salt`, with the salt appended. */
  calculateHash(params: string, salt: string): string;
}

export const PaytmChecksum = createRequire(import.meta.url)('paytmchecksum') as VendorChecksum;

const CHECKSUM_FIELD = 'CHECKSUMHASH';

const withoutChecksum = (params: PaytmParams): PaytmParams =>
  Object.fromEntries(Object.entries(params).filter(([name]) => name !== CHECKSUM_FIELD));

/** The signed text: a JSON body as it is, or a form's values sorted by name and joined by `|`. */
const signedText = (params: PaytmParams | string): string =>
  typeof params === 'string' ? params : PaytmChecksum.getStringByParams(withoutChecksum(params));

export const paytmChecksum = (params: PaytmParams | string, merchantKey: string): Promise<string> =>
  PaytmChecksum.generateSignature(typeof params === 'string' ? params : withoutChecksum(params), merchantKey);

const decrypt = (checksum: string, merchantKey: string): string | null => {
  try {
    const decipher = createDecipheriv('aes-128-cbc', merchantKey, PaytmChecksum.iv);
    return decipher.update(checksum, 'base64', 'binary') + decipher.final('binary');
  } catch {
    return null;
  }
};

/** Whether `checksum` signs these params (or this JSON body) under the merchant key; never throws. */
export const verifyPaytmChecksum = (
  params: PaytmParams | string,
  merchantKey: string,
  checksum: unknown,
): boolean => {
  if (typeof checksum !== 'string' || checksum.length === 0 || checksum.length > 200) return false;
  if (Buffer.byteLength(merchantKey) !== 16) return false;
  const hash = decrypt(checksum, merchantKey);
  // 64 hex digits of SHA-256 and the 4-character salt.
  if (hash === null || hash.length !== 68) return false;
  const expected = PaytmChecksum.calculateHash(signedText(params), hash.slice(-4));
  const presented = Buffer.from(hash, 'binary');
  const wanted = Buffer.from(expected, 'binary');
  return presented.length === wanted.length && timingSafeEqual(presented, wanted);
};

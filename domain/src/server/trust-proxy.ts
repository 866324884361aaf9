import { isIP } from 'node:net';

/** Named ranges proxy-addr (Fastify's `trustProxy`) understands. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const validEntry = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: the peers whose X-Forwarded-For, -Proto and -Host are believed, as addresses, CIDR ranges
 * or proxy-addr's names (loopback, linklocal, uniquelocal), separated by commas or spaces; `none` or an
 * empty list believes nobody. The answer is Fastify's `trustProxy` option (false: the socket decides).
 * Throws with the offending entries, so a typo never widens or silently drops trust.
 */
export const parseTrustProxy = (raw: string | undefined, fallback: readonly string[]): string[] | false => {
  const text = raw?.trim();
  const entries =
    text === undefined || text === '' ? [...fallback] : text.split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length === 1 && entries[0] === 'none') return false;
  const invalid = entries.filter((entry) => !validEntry(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY: not an address, a CIDR range or loopback/linklocal/uniquelocal: ${invalid.join(', ')}`,
    );
  }
  return entries.length === 0 ? false : entries;
};

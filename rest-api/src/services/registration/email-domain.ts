/**
 * The e-mail domain check at registration (`000 §7` "validate domain"; its rules are not shown). MX
 * lookups need the network, which the embedded install and the tests do not have, so the rule is
 * offline: a syntactically sound public domain that is not a known disposable-mail provider.
 */
export const DISPOSABLE_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  'discard.email',
  'dispostable.com',
  'fakeinbox.com',
  'getnada.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'maildrop.cc',
  'mailinator.com',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'sharklasers.com',
  'temp-mail.org',
  'tempmail.com',
  'tempmail.dev',
  'throwawaymail.com',
  'trashmail.com',
  'yopmail.com',
]);

/** Top-level names reserved for tests and documentation (RFC 2606, RFC 6761): never a real mailbox. */
const RESERVED_TLDS = new Set(['test', 'example', 'invalid', 'localhost', 'local']);

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export const isAcceptableEmailDomain = (email: string): boolean => {
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const domain = email.slice(at + 1).toLowerCase();
  if (domain.length > 253) return false;
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  if (!/^[a-z]{2,}$/.test(tld) || RESERVED_TLDS.has(tld)) return false;
  // A subdomain of a disposable provider is disposable too.
  return !labels.some((_, index) => DISPOSABLE_DOMAINS.has(labels.slice(index).join('.')));
};

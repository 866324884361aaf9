import type { FastifyRequest } from 'fastify';
import { invalidInput } from './envelope';

/** A host as browsers send it: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * Where the person behind this request opened the product: PUBLIC_URL when it is set, otherwise the
 * request's own origin. `request.protocol` and `request.host` read X-Forwarded-Proto and -Host only from
 * a trusted proxy (TRUST_PROXY: the gateway, which passes on the browser's origin as it saw it), else the
 * request's own Host. Payment redirects and mailed links start here, so opening FinX at 127.0.0.1 or on
 * another port leads back to that address. A Host that is not a host name is refused, never echoed.
 */
export const publicOriginOf = (request: FastifyRequest, publicUrl: string | undefined): string => {
  if (publicUrl) return publicUrl;
  const protocol = request.protocol;
  const host = request.host;
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) {
    throw invalidInput('host');
  }
  return new URL(`${protocol}://${host}`).origin;
};

import type { FastifyRequest } from 'fastify';

/**
 * Who a request came from and where they opened FinX, as this gateway judged it: the socket's address
 * and the Host header, or X-Forwarded-For/-Proto/-Host when the direct peer is one of TRUST_PROXY's
 * (Fastify's `trustProxy` decides). rest-api needs both: OTP limits count per address, and payment
 * redirects and mailed links lead back to the origin the person is on.
 */
export interface ForwardedClient {
  address: string;
  protocol: string;
  host: string;
}

export const forwardedClientOf = (request: FastifyRequest): ForwardedClient => ({
  address: request.ip,
  protocol: request.protocol,
  host: request.host,
});

/**
 * The client as X-Forwarded-* headers for rest-api, which believes them only from its own TRUST_PROXY
 * peers (by default this host, where the gateway runs). Each is one value, never the browser's chain.
 */
export const forwardedHeaders = (client: ForwardedClient | null | undefined): Record<string, string> => {
  if (!client) return {};
  const headers: Record<string, string> = {};
  // A request without a Host header (HTTP/1.0) has no host to pass on; rest-api then uses its own.
  if (client.address) headers['x-forwarded-for'] = client.address;
  if (client.protocol) headers['x-forwarded-proto'] = client.protocol;
  if (client.host) headers['x-forwarded-host'] = client.host;
  return headers;
};

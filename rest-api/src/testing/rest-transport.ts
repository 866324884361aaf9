import type { FastifyInstance } from 'fastify';

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string | undefined>;
  body: string;
}

/** How the test client reaches the REST tier: in process (tests) or over HTTP (benchmarks, smoke runs). */
export type RestTransport = (request: TransportRequest) => Promise<TransportResponse>;

const singleValued = (headers: Record<string, unknown>): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(headers).map(([key, value]) => [
      key,
      Array.isArray(value) ? String(value[0]) : value?.toString(),
    ]),
  );

export const injectTransport =
  (app: FastifyInstance): RestTransport =>
  async ({ method, url, headers, body }) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : Buffer.from(body) }),
    });
    return { status: response.statusCode, headers: singleValued(response.headers), body: response.body };
  };

export const fetchTransport =
  (baseUrl: string): RestTransport =>
  async ({ method, url, headers, body }) => {
    const response = await fetch(new URL(url, baseUrl), { method, headers, body });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers.entries()),
      body: await response.text(),
    };
  };

/**
 * W3C trace context from the browser (docs/decisions/observability.md): with VITE_OTEL_TRACEPARENT=true at
 * build time, each GraphQL request carries a fresh `traceparent` (version 00, random trace and parent ids,
 * sampled) that the gateway continues, so a trace starts at the browser's request. No tracing SDK here.
 */
const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export const newTraceparent = (): string => {
  const ids = crypto.getRandomValues(new Uint8Array(24));
  return `00-${hex(ids.subarray(0, 16))}-${hex(ids.subarray(16))}-01`;
};

/** `fetch` with a new `traceparent` on every request. */
export const tracingFetch: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('traceparent', newTraceparent());
  return fetch(input, { ...init, headers });
};

export const traceRequests = (): boolean => import.meta.env.VITE_OTEL_TRACEPARENT === 'true';

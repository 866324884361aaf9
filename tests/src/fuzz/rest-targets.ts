import { readdirSync, readFileSync } from 'node:fs';
import type { RestRoute } from '@finx/rest-api';
import { badJson, badNumber, badRawBody, badString } from './bad-values';
import type { SeededRandom } from './seeded-random';

/** Who sends a REST request: no token at all, the anonymous token, or a signed-in learner. */
export type RestCaller = 'none' | 'anonymous' | 'learner';

/** One generated REST request. */
export interface RestCase {
  route: string;
  caller: RestCaller;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  query?: Record<string, string | number | boolean | null>;
  /** Query encrypted into `enc` as the gateway sends it, or plain. */
  encryptQuery: boolean;
  body?: unknown;
  rawBody?: string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

const CONTRACT_DIR = new URL('../../../domain/src/contract/', import.meta.url);

/**
 * The field names of every REST contract (domain/src/contract), so generated queries and bodies carry
 * the names routes read, with values of the wrong type, size or content.
 */
export const contractFieldNames = (): string[] => {
  const names = new Set<string>();
  for (const file of readdirSync(CONTRACT_DIR)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(new URL(file, CONTRACT_DIR), 'utf8');
    for (const match of text.matchAll(/^\s+(?:readonly\s+)?'?([A-Za-z_][\w[\]]*)'?\??:/gm))
      names.add(match[1]!);
  }
  return [...names];
};

/**
 * URLs stay within a few times Node's 16 KB header limit: still answered 431 or 414, but small enough
 * to be sent whole before that answer (a multi-megabyte URL is reset mid-upload, a client-side race).
 */
const URL_VALUE_MAX = 4_000;

/** A path segment as a client would encode it; text with lone surrogates goes as raw invalid UTF-8. */
const segment = (text: string): string => {
  try {
    return encodeURIComponent(text.slice(0, URL_VALUE_MAX));
  } catch {
    return '%ED%A0%80%FF';
  }
};

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
];

const fieldValue = (rng: SeededRandom): string | number | boolean | null => {
  const kind = rng.int(6);
  if (kind < 3) return badString(rng);
  if (kind < 5) return badNumber(rng);
  return kind === 5 && rng.chance(0.5) ? null : rng.chance(0.5);
};

const fieldsOf = (rng: SeededRandom, names: readonly string[]): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (let i = 1 + rng.int(6); i > 0; i--) {
    fields[rng.chance(0.85) ? rng.pick(names) : badString(rng)] = rng.chance(0.7)
      ? fieldValue(rng)
      : badJson(rng);
  }
  return fields;
};

/** A request to one route: bad path parameters, query values and bodies, from one of three callers. */
export const restCase = (rng: SeededRandom, route: RestRoute, names: readonly string[]): RestCase => {
  const path = route.url.replace(/:\w+/g, () =>
    segment(rng.chance(0.3) ? String(badNumber(rng)) : badString(rng)),
  );
  const caller = rng.pick<RestCaller>(['none', 'anonymous', 'learner', 'learner']);
  const base: RestCase = {
    route: `${route.method} ${route.url}`,
    caller,
    method: route.method as RestCase['method'],
    path,
    encryptQuery: rng.chance(0.6),
  };
  if (rng.chance(0.6)) {
    base.query = fieldsOf(rng, names) as RestCase['query'];
    for (const [key, value] of Object.entries(base.query!)) {
      const text = value !== null && typeof value === 'object' ? JSON.stringify(value) : value;
      base.query![key] = typeof text === 'string' ? text.slice(0, URL_VALUE_MAX) : text;
    }
  }
  if (route.method === 'GET') return base;
  const shape = rng.int(10);
  if (shape < 6) return { ...base, body: rng.chance(0.85) ? fieldsOf(rng, names) : badJson(rng) };
  if (shape < 9) return { ...base, rawBody: badRawBody(rng), contentType: rng.pick(CONTENT_TYPES) };
  return base;
};

/** A short label of a case for a finding: enough to see what was sent, not megabytes of it. */
export const describeRestCase = (test: RestCase): string => {
  const clip = (value: unknown) => {
    const text = value instanceof Uint8Array ? `bytes[${value.length}]` : (JSON.stringify(value) ?? '');
    return text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text;
  };
  return [
    `${test.method} ${clip(test.path)} as ${test.caller}`,
    test.query ? `query(${test.encryptQuery ? 'enc' : 'plain'})=${clip(test.query)}` : '',
    test.body !== undefined ? `body=${clip(test.body)}` : '',
    test.rawBody !== undefined ? `raw(${test.contentType})=${clip(test.rawBody)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
};

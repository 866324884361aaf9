import type { SeededRandom } from './seeded-random';

/** Strings that have broken servers: injections, encodings, sizes, formats. */
const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\uffff\ufffe',
  '😀'.repeat(50),
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'ｆｕｌｌｗｉｄｔｈ',
  'e\u0301'.repeat(30),
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "\\'; --",
  '%',
  '_%_',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '<%= 7*7 %>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%s%s%s%n',
  '\r\nX-Injected: 1',
  '\t\n\r\u000b\u000c',
  '__proto__',
  'constructor',
  '{"$gt":""}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '0x7fffffff',
  'true',
  '[]',
  '{}',
  'user@finx.demo',
  'learner@finx.demo',
  '9876543210',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'A'.repeat(101),
  'A'.repeat(1_000),
];

/** Sizes around the limits: field maxima, URL and header limits (16 KB), the body limit (1 MB). */
const SIZES = [0, 1, 99, 100, 101, 255, 256, 1_025, 4_097, 8_193, 16_385, 70_000];

export const badString = (rng: SeededRandom): string => {
  const kind = rng.int(10);
  if (kind < 6) return rng.pick(NASTY_STRINGS);
  if (kind < 8) return rng.pick(['x', '\u0000', '😀', "'", '<', 'é']).repeat(rng.pick(SIZES));
  // Random code units, surrogates and controls included.
  return Array.from({ length: 1 + rng.int(40) }, () => String.fromCharCode(rng.int(0x10000))).join('');
};

const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  2_147_483_647,
  -2_147_483_648,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e300,
  -1e300,
  0.5,
  1e-300,
];

export const badNumber = (rng: SeededRandom): number => rng.pick(NASTY_NUMBERS);

/** A 32-bit integer a GraphQL Int accepts, mostly at the edges. */
export const badInt = (rng: SeededRandom): number =>
  rng.pick([0, -1, 1, 2_147_483_647, -2_147_483_648, 999_999_999, rng.int(2_000_000) - 1_000_000]);

export const nestedJson = (depth: number, array: boolean): string =>
  array ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Any JSON value, of any type, a few levels deep (sometimes very wide). */
export const badJson = (rng: SeededRandom, depth = 0): unknown => {
  const kind = rng.int(depth > 3 ? 5 : 8);
  switch (kind) {
    case 0:
      return badString(rng);
    case 1:
      return badNumber(rng);
    case 2:
      return rng.chance(0.5);
    case 3:
      return null;
    case 4:
      return badString(rng);
    case 5:
      // Wide only at the top: a wide array of wide arrays grows past any memory.
      return Array.from({ length: depth === 0 && rng.chance(0.1) ? 500 : rng.int(4) }, () =>
        badJson(rng, depth + 1),
      );
    default: {
      const object: Record<string, unknown> = {};
      for (let i = rng.int(5); i > 0; i--)
        object[rng.chance(0.7) ? badString(rng) : 'id'] = badJson(rng, depth + 1);
      return object;
    }
  }
};

/** Bodies no JSON client sends: broken or deep JSON, invalid UTF-8, binary, empty. */
export const badRawBody = (rng: SeededRandom): string | Uint8Array<ArrayBuffer> => {
  switch (rng.int(9)) {
    case 0:
      return nestedJson(rng.pick([100, 2_000, 50_000]), rng.chance(0.5));
    case 1:
      return '{"a": ';
    case 2:
      return new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]);
    case 3:
      return new Uint8Array(Array.from({ length: 64 }, () => rng.int(256)));
    case 4:
      return '';
    case 5:
      return '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}';
    case 6:
      return `"${'x'.repeat(rng.pick([10, 100_000]))}"`;
    case 7:
      return '\ufeff{"a":1}';
    default:
      return JSON.stringify(badJson(rng));
  }
};

/**
 * How deeply a request body may nest objects and arrays. The deepest body any client of ours sends has
 * four levels; the limit refuses abuse (thousands of levels) before a parser, a recursive walk or the
 * database's JSON type runs out of stack.
 */
export const JSON_MAX_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text nests deeper than `max`, found by one pass over the text before it is parsed
 * (brackets inside strings do not count). Malformed text is left for the parser to refuse.
 */
export const jsonNestsDeeperThan = (text: string, max: number = JSON_MAX_DEPTH): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
};

/** Text PostgreSQL cannot store: a NUL character, or a lone surrogate (no UTF-8 encoding exists for it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path (`a.b.0`, `(body)` for the value itself) of the first string or key in a parsed value that
 * the database could not store, or null when there is none. Such text reaches no query: PostgreSQL
 * refuses it with an error, which would otherwise surface as a server error instead of a refusal.
 */
export const unstorableTextAt = (value: unknown): string | null => {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (unstorable(current)) return path || '(body)';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        // A bad key is reported by its parent's path: echoing the key would echo the bad text.
        if (unstorable(key)) return path || '(body)';
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
};

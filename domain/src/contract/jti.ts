/**
 * The jti token of a per-user session (`000 §7`: every response's jtitoken header replaces the stored
 * one). Its form is `${sequence}.${random}`: the sequence counts the jtis issued within one session, so
 * a caller whose responses arrive out of order keeps the newest by comparing sequences instead of
 * trusting arrival order. The random part makes a jti unguessable. Anonymous jti tokens (the anonymous
 * JWT itself) carry no sequence and sort before every sequenced one.
 */
export const formatJti = (sequence: number, random: string): string => `${sequence}.${random}`;

/** The issue sequence of a jti, or null when the value is not a sequenced jti. */
export const jtiSequence = (jti: string): number | null => {
  const match = /^(\d{1,15})\./.exec(jti);
  return match ? Number(match[1]) : null;
};

/** Negative when `a` was issued before `b`, positive when after, 0 when neither is newer. */
export const compareJti = (a: string, b: string): number => {
  const left = jtiSequence(a) ?? -1;
  const right = jtiSequence(b) ?? -1;
  return left - right;
};

/** The newer of two jti values; the current one wins a tie so a replayed equal value changes nothing. */
export const newerJti = (current: string | null | undefined, candidate: string): string =>
  current && compareJti(candidate, current) <= 0 ? current : candidate;

/** A jti that a newer one replaced: it still passes within the grace window after `at`. */
export interface SupersededJti {
  jti: string;
  /** Epoch milliseconds when a newer jti replaced it. */
  at: number;
}

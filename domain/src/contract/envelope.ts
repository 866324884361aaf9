import type { ReasonCode } from '../reason-codes';

/** The response envelope of `000 §7`. */
export interface Envelope<TObject = unknown, TItem = unknown> {
  status: 'success' | 'fail';
  reasonCode: ReasonCode | null;
  reasonText: string | null;
  responseText: string | null;
  responseObject: TObject | null;
  responseListObject: TItem[] | null;
  totalRecords: number | null;
}

/**
 * A fail envelope's responseObject when the refusal belongs to one input among many: the request path
 * of that input (`answers.3`: the fourth answer of the body's list). The message stays free of data.
 */
export interface RefusalDetail {
  field: string;
}

/** Request and response headers of `000 §7`. Header names are lower case on the wire. */
export const Header = {
  JTI: 'jtitoken',
  TOKEN: 'token',
  TOKEN_TYPE: 'tokentype',
  USER_ID: 'userid',
  USER_LOGIN: 'userlogin',
} as const;

/** tokentype values: the anonymous token the spec stores as both tokens, and a per-user token. */
export const TokenType = { ANONYMOUS: 'anonymous', USER: 'user' } as const;
export type TokenType = (typeof TokenType)[keyof typeof TokenType];

/** Claims of the JWTs the token service signs. `sub` is the e-mail (or `anonymous`). */
export interface TokenClaims {
  sub: string;
  roleId: number;
  partyId?: number;
  userId?: number;
  /** The server-side session the token belongs to; absent on anonymous tokens. */
  sid?: string;
}

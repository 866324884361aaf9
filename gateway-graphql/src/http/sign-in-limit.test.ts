import { ReasonCode } from '@finx/domain';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { oneSignInPerRequest } from './sign-in-limit';

const schema = buildSchema(`
  type Query { viewer: Int }
  type Mutation {
    login(password: String): Int
    loginWithMobile(otp: String): Int
    loginWithGoogle: Int
    logout: Int
    addToCart: Int
  }
`);
const reasonsOf = (document: string) =>
  validate(schema, parse(document), [oneSignInPerRequest]).map((error) => error.extensions.reasonCode);

describe('one sign-in per request', () => {
  it('lets one sign-in through, with other mutations beside it', () => {
    expect(reasonsOf('mutation { login(password: "x") }')).toEqual([]);
    expect(reasonsOf('mutation { logout loginWithGoogle addToCart }')).toEqual([]);
    expect(reasonsOf('query { viewer } query B { viewer }')).toEqual([]);
  });

  // Issue 10: three aliased logins in one request locked any account at once.
  it('refuses aliased sign-ins', () => {
    expect(
      reasonsOf('mutation { a: login(password: "1") b: login(password: "2") c: login(password: "3") }'),
    ).toEqual([ReasonCode.ONE_SIGN_IN_PER_REQUEST]);
  });

  it('refuses two kinds of sign-in, and sign-ins hidden in fragments', () => {
    expect(reasonsOf('mutation { login(password: "1") loginWithMobile(otp: "1234") }')).toHaveLength(1);
    expect(
      reasonsOf(`
        mutation { ...Guess ... on Mutation { b: login(password: "2") } }
        fragment Guess on Mutation { a: login(password: "1") }
      `),
    ).toEqual([ReasonCode.ONE_SIGN_IN_PER_REQUEST]);
    // One field spread twice is one execution (the same response key): that is one sign-in.
    expect(reasonsOf('mutation { ...G ...G } fragment G on Mutation { login(password: "1") }')).toEqual([]);
  });
});

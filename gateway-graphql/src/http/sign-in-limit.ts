import { ReasonCode, ReasonMessage } from '@finx/domain';
import {
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * The mutations that try a credential: a password, an OTP, a provider token, a reset link. One request
 * may run one of them. Aliases made one request three password guesses, so three aliased `login` fields
 * locked any account (SM-12) in a single call, and would multiply every per-request limit.
 */
export const SIGN_IN_MUTATIONS: ReadonlySet<string> = new Set([
  'login',
  'loginWithMobile',
  'loginWithGoogle',
  'loginWithFacebook',
  'validateRegistrationOtp',
  'register',
  'resetPassword',
]);

/**
 * The response keys (alias, else name) of the sign-in fields at the root of a selection, through
 * fragments and inline fragments. Fields under one response key merge into one execution (graphql makes
 * their arguments agree), so keys, not occurrences, are what run.
 */
const collectSignIns = (
  selectionSet: SelectionSetNode,
  context: ValidationContext,
  keys: Set<string>,
  seenFragments: ReadonlySet<string>,
): Set<string> => {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (SIGN_IN_MUTATIONS.has(selection.name.value)) keys.add((selection.alias ?? selection.name).value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collectSignIns(selection.selectionSet, context, keys, seenFragments);
    } else {
      // A fragment cycle is graphql's own validation error; here it must only not loop.
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (fragment && !seenFragments.has(name)) {
        collectSignIns(fragment.selectionSet, context, keys, new Set([...seenFragments, name]));
      }
    }
  }
  return keys;
};

/**
 * Refuses, before anything runs, a mutation with more than one sign-in field. The answer is a
 * GRAPHQL_VALIDATION_FAILED error (HTTP 400) whose reasonCode is ONE_SIGN_IN_PER_REQUEST.
 */
export const oneSignInPerRequest: ValidationRule = (context) => ({
  OperationDefinition(node: OperationDefinitionNode) {
    if (node.operation !== 'mutation') return;
    if (collectSignIns(node.selectionSet, context, new Set(), new Set()).size <= 1) return;
    context.reportError(
      new GraphQLError(ReasonMessage.ONE_SIGN_IN_PER_REQUEST, {
        nodes: [node],
        extensions: { reasonCode: ReasonCode.ONE_SIGN_IN_PER_REQUEST },
      }),
    );
  },
});

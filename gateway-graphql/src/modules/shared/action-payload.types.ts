import { Field, ObjectType } from 'type-graphql';
import type { UpstreamFailure } from '../../upstream/upstream-errors';
import { UserError } from './user-error.types';

/** The answer of a mutation that changes something without returning an entity. */
@ObjectType()
export class ActionPayload {
  @Field(() => Boolean)
  ok!: boolean;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

export const done = (): ActionPayload => ({ ok: true, userErrors: [] });

/**
 * An expected failure as a payload. The server's reasonText is kept for the codes whose text it
 * words itself (validation of a field names the rule that failed).
 */
export const failed = (
  failure: UpstreamFailure<unknown, unknown>,
  field: string | null = null,
): ActionPayload => ({
  ok: false,
  userErrors: [
    {
      code: failure.reasonCode,
      field,
      message:
        failure.reasonCode === 'VALIDATION_FAILED'
          ? (failure.envelope.reasonText ?? failure.message)
          : failure.message,
    },
  ],
});

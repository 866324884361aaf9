import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { ActionPayload } from '../shared/action-payload.types';
import { FeedbackInput } from './feedback.types';

@Resolver()
export class FeedbackResolver {
  @Mutation(() => ActionPayload, { description: 'The feedback modal; also right after sign-out (000 §4).' })
  submitFeedback(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => FeedbackInput) input: FeedbackInput,
  ): Promise<ActionPayload> {
    return ctx.sources.feedback.submit(ctx, input);
  }
}

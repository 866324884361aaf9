import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { FeedbackSource } from './feedback.source';
import { FeedbackInput } from './feedback.types';

type Context = RequestContext<{ feedback: FeedbackSource }>;

@Resolver()
export class FeedbackResolver {
  @Mutation(() => ActionPayload, { description: 'The feedback modal; also right after sign-out (000 §4).' })
  submitFeedback(
    @Ctx() ctx: Context,
    @Arg('input', () => FeedbackInput) input: FeedbackInput,
  ): Promise<ActionPayload> {
    return ctx.sources.feedback.submit(input);
  }
}

import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { ConsentSource } from './consent.source';

type Context = RequestContext<{ consent: ConsentSource }>;

@Resolver()
export class ConsentResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => String, {
    description: "The footer's Unsubscribe Mails link: /unsubscribe-page with a sealed token.",
  })
  unsubscribeLink(@Ctx() ctx: Context): Promise<string> {
    return ctx.sources.consent.unsubscribeLink();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ActionPayload, { description: 'Withdraws consent and signs the learner out everywhere.' })
  withdrawConsent(@Ctx() ctx: Context): Promise<ActionPayload> {
    return ctx.sources.consent.withdraw();
  }

  @Mutation(() => ActionPayload, { description: 'Public: the token from the link is the authority.' })
  unsubscribe(
    @Ctx() ctx: Context,
    @Arg('token', () => String) token: string,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<ActionPayload> {
    return ctx.sources.consent.unsubscribe(token, reason);
  }
}

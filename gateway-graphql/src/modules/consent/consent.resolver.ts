import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { ActionPayload } from '../shared/action-payload.types';

@Resolver()
export class ConsentResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => String, {
    description: "The footer's Unsubscribe Mails link: /unsubscribe-page with a sealed token.",
  })
  unsubscribeLink(@Ctx() ctx: GatewayContext): Promise<string> {
    return ctx.sources.consent.unsubscribeLink(ctx);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ActionPayload, { description: 'Withdraws consent and signs the learner out everywhere.' })
  withdrawConsent(@Ctx() ctx: GatewayContext): Promise<ActionPayload> {
    return ctx.sources.consent.withdraw(ctx);
  }

  @Mutation(() => ActionPayload, { description: 'Public: the token from the link is the authority.' })
  unsubscribe(
    @Ctx() ctx: GatewayContext,
    @Arg('token', () => String) token: string,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<ActionPayload> {
    return ctx.sources.consent.unsubscribe(ctx, token, reason);
  }
}

import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { LoginInput, LoginPayload, LogoutPayload, Viewer } from './identity.types';

@Resolver()
export class IdentityResolver {
  @Query(() => Viewer, { nullable: true, description: 'The signed-in user; null when not signed in.' })
  viewer(@Ctx() ctx: GatewayContext): Viewer | null {
    return ctx.sources.identity.viewer(ctx);
  }

  @Mutation(() => LoginPayload)
  login(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => LoginInput) input: LoginInput,
  ): Promise<LoginPayload> {
    return ctx.sources.identity.login(ctx, input);
  }

  @Mutation(() => LogoutPayload)
  logout(@Ctx() ctx: GatewayContext): Promise<LogoutPayload> {
    return ctx.sources.identity.logout(ctx);
  }
}

import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import {
  FacebookLoginInput,
  GoogleLoginInput,
  LoginInput,
  LoginPayload,
  LogoutPayload,
  MobileLoginInput,
  Viewer,
} from './identity.types';

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

  @Mutation(() => LoginPayload, {
    description: 'Mobile number and OTP (requestOtp with purpose LOGIN first).',
  })
  loginWithMobile(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => MobileLoginInput) input: MobileLoginInput,
  ): Promise<LoginPayload> {
    return ctx.sources.identity.loginWithMobile(ctx, input);
  }

  @Mutation(() => LoginPayload, { description: 'Google sign-in; registers a new learner on first use.' })
  loginWithGoogle(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => GoogleLoginInput) input: GoogleLoginInput,
  ): Promise<LoginPayload> {
    return ctx.sources.identity.loginWithGoogle(ctx, input);
  }

  @Mutation(() => LoginPayload, { description: 'Facebook login; registers a new learner on first use.' })
  loginWithFacebook(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => FacebookLoginInput) input: FacebookLoginInput,
  ): Promise<LoginPayload> {
    return ctx.sources.identity.loginWithFacebook(ctx, input);
  }

  @Mutation(() => LogoutPayload)
  logout(@Ctx() ctx: GatewayContext): Promise<LogoutPayload> {
    return ctx.sources.identity.logout(ctx);
  }
}

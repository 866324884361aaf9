import { RoleGroup } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { IdentitySource } from './identity.source';
import {
  FacebookLoginInput,
  GoogleLoginInput,
  LoginInput,
  LoginPayload,
  LogoutPayload,
  MobileLoginInput,
  Viewer,
} from './identity.types';

type Context = RequestContext<{ identity: IdentitySource }>;

@Resolver()
export class IdentityResolver {
  @Query(() => Viewer, { nullable: true, description: 'The signed-in user; null when not signed in.' })
  viewer(@Ctx() ctx: Context): Promise<Viewer | null> {
    return ctx.sources.identity.viewer();
  }

  @Mutation(() => LoginPayload)
  login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput): Promise<LoginPayload> {
    return ctx.sources.identity.login(input);
  }

  @Mutation(() => LoginPayload, {
    description: 'Mobile number and OTP (requestOtp with purpose LOGIN first).',
  })
  loginWithMobile(
    @Ctx() ctx: Context,
    @Arg('input', () => MobileLoginInput) input: MobileLoginInput,
  ): Promise<LoginPayload> {
    return ctx.sources.identity.loginWithMobile(input);
  }

  @Mutation(() => LoginPayload, { description: 'Google sign-in; registers a new learner on first use.' })
  loginWithGoogle(
    @Ctx() ctx: Context,
    @Arg('input', () => GoogleLoginInput) input: GoogleLoginInput,
  ): Promise<LoginPayload> {
    return ctx.sources.identity.loginWithGoogle(input);
  }

  @Mutation(() => LoginPayload, { description: 'Facebook login; registers a new learner on first use.' })
  loginWithFacebook(
    @Ctx() ctx: Context,
    @Arg('input', () => FacebookLoginInput) input: FacebookLoginInput,
  ): Promise<LoginPayload> {
    return ctx.sources.identity.loginWithFacebook(input);
  }

  @Authorized(...RoleGroup.STAFF_AND_SYSOPS)
  @Mutation(() => ActionPayload, {
    description:
      'Staff lift the lock of three wrong passwords (SM-12) before it ends by itself (updateblockeduser).',
  })
  unlockUser(@Ctx() ctx: Context, @Arg('email', () => String) email: string): Promise<ActionPayload> {
    return ctx.sources.identity.unlockUser(email);
  }

  @Mutation(() => LogoutPayload)
  logout(@Ctx() ctx: Context): Promise<LogoutPayload> {
    return ctx.sources.identity.logout();
  }
}

import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { ActionPayload } from '../shared/action-payload.types';
import {
  ChangePasswordInput,
  ChangePasswordPayload,
  ChangeUserPasswordInput,
  RegistrationType,
  ResetPasswordInput,
} from './passwords.types';

@Resolver()
export class PasswordsResolver {
  @Authorized()
  @Query(() => RegistrationType)
  registrationType(@Ctx() ctx: GatewayContext): Promise<RegistrationType> {
    return ctx.sources.passwords.registrationType(ctx);
  }

  @Authorized()
  @Mutation(() => ChangePasswordPayload, {
    description: 'The signed-in user changes their password; success signs them out.',
  })
  changePassword(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<ChangePasswordPayload> {
    return ctx.sources.passwords.changePassword(ctx, input);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => ActionPayload, {
    description: "An administrator sets another user's password (changeAdminPassword).",
  })
  changeUserPassword(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ChangeUserPasswordInput) input: ChangeUserPasswordInput,
  ): Promise<ActionPayload> {
    return ctx.sources.passwords.changeUserPassword(ctx, input);
  }

  @Mutation(() => ActionPayload, {
    description: 'Mails a reset link; the answer is the same for unknown addresses.',
  })
  forgotPassword(
    @Ctx() ctx: GatewayContext,
    @Arg('email', () => String) email: string,
  ): Promise<ActionPayload> {
    return ctx.sources.passwords.forgotPassword(ctx, email);
  }

  @Mutation(() => ActionPayload)
  resetPassword(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
  ): Promise<ActionPayload> {
    return ctx.sources.passwords.resetPassword(ctx, input);
  }
}

import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { PasswordsSource } from './passwords.source';
import {
  ChangePasswordInput,
  ChangePasswordPayload,
  ChangeUserPasswordInput,
  RegistrationType,
  ResetPasswordInput,
} from './passwords.types';

type Context = RequestContext<{ passwords: PasswordsSource }>;

@Resolver()
export class PasswordsResolver {
  @Authorized()
  @Query(() => RegistrationType)
  registrationType(@Ctx() ctx: Context): Promise<RegistrationType> {
    return ctx.sources.passwords.registrationType();
  }

  @Authorized()
  @Mutation(() => ChangePasswordPayload, {
    description: 'The signed-in user changes their password; success signs them out.',
  })
  changePassword(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<ChangePasswordPayload> {
    return ctx.sources.passwords.changePassword(input);
  }

  @Authorized(RoleId.ADMIN)
  @Mutation(() => ActionPayload, {
    description: "An administrator sets another user's password (changeAdminPassword).",
  })
  changeUserPassword(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangeUserPasswordInput) input: ChangeUserPasswordInput,
  ): Promise<ActionPayload> {
    return ctx.sources.passwords.changeUserPassword(input);
  }

  @Mutation(() => ActionPayload, {
    description: 'Mails a reset link; the answer is the same for unknown addresses.',
  })
  forgotPassword(@Ctx() ctx: Context, @Arg('email', () => String) email: string): Promise<ActionPayload> {
    return ctx.sources.passwords.forgotPassword(email);
  }

  @Mutation(() => ActionPayload)
  resetPassword(
    @Ctx() ctx: Context,
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
  ): Promise<ActionPayload> {
    return ctx.sources.passwords.resetPassword(input);
  }
}

import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import { OkPayload } from './registration.types';
import type { StudentAccountSource } from './student-account.source';
import {
  AccountChecks,
  AccountChecksPayload,
  MobilePromptAnswer,
  SaveMobileInput,
  VerifyEmailOtpPayload,
} from './student-account.types';

type Context = RequestContext<{ studentAccount: StudentAccountSource }>;

/**
 * A learner's account prompts: verify the e-mail by OTP (My Profile); add a missing mobile and answer the
 * CPBFI pop-up (dashboard).
 */
@Authorized(RoleId.LEARNER)
@Resolver()
export class StudentAccountResolver {
  @Query(() => AccountChecks, { description: 'Whether the e-mail is verified and a mobile is saved.' })
  accountChecks(@Ctx() ctx: Context): Promise<AccountChecks> {
    return ctx.sources.studentAccount.accountChecks();
  }

  @Mutation(() => OkPayload, {
    description: 'Mails a 4-digit OTP to the account’s own e-mail (_sendOTPMail).',
  })
  sendEmailOtp(@Ctx() ctx: Context): Promise<OkPayload> {
    return ctx.sources.studentAccount.sendEmailOtp();
  }

  @Mutation(() => VerifyEmailOtpPayload, {
    description: 'Verifies the account’s e-mail with the mailed OTP.',
  })
  verifyEmailOtp(@Ctx() ctx: Context, @Arg('otp', () => String) otp: string): Promise<VerifyEmailOtpPayload> {
    return ctx.sources.studentAccount.verifyEmailOtp(otp);
  }

  @Mutation(() => AccountChecksPayload, {
    description: 'Saves the mobile of an account without one, verified by the registration OTP.',
  })
  saveSocialMobile(
    @Ctx() ctx: Context,
    @Arg('input', () => SaveMobileInput) input: SaveMobileInput,
  ): Promise<AccountChecksPayload> {
    return ctx.sources.studentAccount.saveMobile(input);
  }

  @Mutation(() => AccountChecks, { description: 'Puts the mobile pop-up off, for a week or for good.' })
  answerMobilePrompt(
    @Ctx() ctx: Context,
    @Arg('answer', () => MobilePromptAnswer) answer: MobilePromptAnswer,
  ): Promise<AccountChecks> {
    return ctx.sources.studentAccount.answerMobilePrompt(answer);
  }

  @Mutation(() => AccountChecks, { description: 'Answers the CPBFI pop-up (asked once).' })
  answerCpbfiPrompt(
    @Ctx() ctx: Context,
    @Arg('interested', () => Boolean) interested: boolean,
  ): Promise<AccountChecks> {
    return ctx.sources.studentAccount.answerCpbfiPrompt(interested);
  }
}

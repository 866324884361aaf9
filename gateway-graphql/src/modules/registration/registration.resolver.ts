import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { RegistrationSource } from './registration.source';
import {
  InstituteDetailsInput,
  OkPayload,
  RegisterInput,
  RegisterPayload,
  RegisterStaffInput,
  RequestOtpInput,
  RequestOtpPayload,
  ValidateEmailInput,
  ValidateMobileInput,
  ValidateMobilePayload,
  ValidateOtpInput,
  ValidateOtpPayload,
} from './registration.types';

type Context = RequestContext<{ registration: RegistrationSource }>;

@Resolver()
export class RegistrationResolver {
  @Mutation(() => RequestOtpPayload, {
    description: 'Sends a 4-digit OTP by SMS (registration or mobile login).',
  })
  requestOtp(
    @Ctx() ctx: Context,
    @Arg('input', () => RequestOtpInput) input: RequestOtpInput,
  ): Promise<RequestOtpPayload> {
    return ctx.sources.registration.requestOtp(input);
  }

  @Mutation(() => ValidateOtpPayload, { description: 'Checks the registration OTP (on blur).' })
  validateRegistrationOtp(
    @Ctx() ctx: Context,
    @Arg('input', () => ValidateOtpInput) input: ValidateOtpInput,
  ): Promise<ValidateOtpPayload> {
    return ctx.sources.registration.validateOtp(input);
  }

  @Mutation(() => ValidateMobilePayload, { description: 'FC-01..FC-04 for a mobile number.' })
  validateMobile(
    @Ctx() ctx: Context,
    @Arg('input', () => ValidateMobileInput) input: ValidateMobileInput,
  ): Promise<ValidateMobilePayload> {
    return ctx.sources.registration.validateMobile(input);
  }

  @Mutation(() => OkPayload, { description: 'E-mail domain and duplicate checks before registering.' })
  validateEmail(
    @Ctx() ctx: Context,
    @Arg('input', () => ValidateEmailInput) input: ValidateEmailInput,
  ): Promise<OkPayload> {
    return ctx.sources.registration.validateEmail(input.email);
  }

  @Mutation(() => RegisterPayload, { description: 'Registers a learner and signs them in.' })
  register(
    @Ctx() ctx: Context,
    @Arg('input', () => RegisterInput) input: RegisterInput,
  ): Promise<RegisterPayload> {
    return ctx.sources.registration.register(input);
  }

  @Mutation(() => OkPayload, { description: 'College or ops/admin sign-up, held for approval.' })
  registerStaff(
    @Ctx() ctx: Context,
    @Arg('input', () => RegisterStaffInput) input: RegisterStaffInput,
  ): Promise<OkPayload> {
    return ctx.sources.registration.registerStaff(input);
  }

  @Mutation(() => OkPayload, { description: 'Opens the e-mail verification link /emailVerification/{eid}.' })
  verifyEmail(@Ctx() ctx: Context, @Arg('eid', () => String) eid: string): Promise<OkPayload> {
    return ctx.sources.registration.verifyEmail(eid);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => Boolean, {
    description: 'Whether /registerSuccess asks for institute details (the check says Y).',
  })
  instituteCheck(@Ctx() ctx: Context): Promise<boolean> {
    return ctx.sources.registration.instituteCheck();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OkPayload)
  saveInstituteDetails(
    @Ctx() ctx: Context,
    @Arg('input', () => InstituteDetailsInput) input: InstituteDetailsInput,
  ): Promise<OkPayload> {
    return ctx.sources.registration.saveInstituteDetails(input);
  }
}

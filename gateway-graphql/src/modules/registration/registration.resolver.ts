import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GatewayContext } from '../../context';
import { GatewayErrorCode, gatewayError } from '../../errors/gateway-error';
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

const viewerOf = (ctx: GatewayContext) => {
  const viewer = ctx.session.viewer;
  if (!viewer) throw gatewayError(GatewayErrorCode.UNAUTHENTICATED, 'SESSION_EXPIRED');
  return viewer;
};

@Resolver()
export class RegistrationResolver {
  @Mutation(() => RequestOtpPayload, {
    description: 'Sends a 4-digit OTP by SMS (registration or mobile login).',
  })
  requestOtp(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => RequestOtpInput) input: RequestOtpInput,
  ): Promise<RequestOtpPayload> {
    return ctx.sources.registration.requestOtp(ctx, input);
  }

  @Mutation(() => ValidateOtpPayload, { description: 'Checks the registration OTP (on blur).' })
  validateRegistrationOtp(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ValidateOtpInput) input: ValidateOtpInput,
  ): Promise<ValidateOtpPayload> {
    return ctx.sources.registration.validateOtp(ctx, input);
  }

  @Mutation(() => ValidateMobilePayload, { description: 'FC-01..FC-04 for a mobile number.' })
  validateMobile(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ValidateMobileInput) input: ValidateMobileInput,
  ): Promise<ValidateMobilePayload> {
    return ctx.sources.registration.validateMobile(ctx, input);
  }

  @Mutation(() => OkPayload, { description: 'E-mail domain and duplicate checks before registering.' })
  validateEmail(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => ValidateEmailInput) input: ValidateEmailInput,
  ): Promise<OkPayload> {
    return ctx.sources.registration.validateEmail(ctx, input.email);
  }

  @Mutation(() => RegisterPayload, { description: 'Registers a learner and signs them in.' })
  register(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => RegisterInput) input: RegisterInput,
  ): Promise<RegisterPayload> {
    return ctx.sources.registration.register(ctx, input);
  }

  @Mutation(() => OkPayload, { description: 'College or ops/admin sign-up, held for approval.' })
  registerStaff(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => RegisterStaffInput) input: RegisterStaffInput,
  ): Promise<OkPayload> {
    return ctx.sources.registration.registerStaff(ctx, input);
  }

  @Mutation(() => OkPayload, { description: 'Opens the e-mail verification link /emailVerification/{eid}.' })
  verifyEmail(@Ctx() ctx: GatewayContext, @Arg('eid', () => String) eid: string): Promise<OkPayload> {
    return ctx.sources.registration.verifyEmail(ctx, eid);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => Boolean, {
    description: 'Whether /registerSuccess asks for institute details (the check says Y).',
  })
  instituteCheck(@Ctx() ctx: GatewayContext): Promise<boolean> {
    return ctx.sources.registration.instituteCheck(ctx, viewerOf(ctx).partyId);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => OkPayload)
  saveInstituteDetails(
    @Ctx() ctx: GatewayContext,
    @Arg('input', () => InstituteDetailsInput) input: InstituteDetailsInput,
  ): Promise<OkPayload> {
    return ctx.sources.registration.saveInstituteDetails(ctx, viewerOf(ctx).userId, input);
  }
}

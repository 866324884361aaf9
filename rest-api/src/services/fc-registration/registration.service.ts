import { randomBytes } from 'node:crypto';
import {
  EmailTemplate,
  type LeadRegister,
  type LoginResponse,
  OtpPurpose,
  PRODUCT_NAME,
  ReasonCode,
  RegistrationText,
  RoleId,
  registrationSchema,
  roleNameOf,
} from '@finx/domain';
import { ValidationError } from 'yup';
import type { Database } from '../../db/database';
import type { Messenger } from '../../providers/messaging/messenger';
import type { AuthSessionRepository } from '../thor-token-management/auth-session.repository';
import type { TokenService } from '../thor-token-management/token.service';
import type { OtpService } from '../thor-otp/otp.service';
import { isAcceptableEmailDomain } from './email-domain';
import type { RegisteredUser, RegistrationRepository } from './registration.repository';

/** How long the verification link (template 108) stays valid. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60_000;

export interface RegistrationInput {
  mobile: string;
  otp: string;
  firstName: string;
  lastName: string;
  email: string;
  termsAccepted: boolean;
  messagingConsent: boolean;
  leadRegister: LeadRegister | null;
}

export type Failure = { ok: false; reasonCode: ReasonCode; reasonText?: string };
export type RegisterOutcome = { ok: true; response: LoginResponse; jti: string } | Failure;
export type StaffOutcome = { ok: true } | Failure;

/** Mobile validation codes (`000 §8`); see docs/decisions.md for when FC-02 and FC-04 arise. */
export type MobileCode =
  | typeof ReasonCode.MOBILE_NOT_REGISTERED
  | typeof ReasonCode.MOBILE_REGISTERED_OTHER
  | typeof ReasonCode.MOBILE_ALREADY_REGISTERED
  | typeof ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING;

const fail = (reasonCode: ReasonCode, reasonText?: string): Failure => ({
  ok: false,
  reasonCode,
  reasonText,
});

/** PostgreSQL's unique violation, however the driver wraps it. */
const uniqueViolation = (error: unknown): string | null => {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  for (const candidate of candidates) {
    const e = candidate as { code?: string; constraint?: string } | undefined;
    if (e?.code === '23505') return e.constraint ?? '';
  }
  return null;
};

/**
 * Learner registration (`000 §4`): everything the client checked is checked again here, the mobile must
 * have been verified by OTP, and the account, its lead register and its e-mail verification are written
 * in one transaction that also opens the session the client signs in with (auto-login).
 */
export class RegistrationService {
  constructor(
    private readonly db: Database,
    private readonly repository: RegistrationRepository,
    private readonly otp: OtpService,
    private readonly messenger: Messenger,
    private readonly sessions: AuthSessionRepository,
    private readonly tokens: TokenService,
    private readonly publicUrl: string,
  ) {}

  /**
   * FC-01 unknown number; FC-02 a number that belongs to a staff or college account (it cannot become a
   * learner); FC-03 a registered learner; FC-04 a registered learner with a payment pending.
   */
  async validateMobile(mobile: string): Promise<MobileCode> {
    const user = await this.repository.findByMobile(mobile);
    if (!user) return ReasonCode.MOBILE_NOT_REGISTERED;
    if (user.roleId !== RoleId.LEARNER) return ReasonCode.MOBILE_REGISTERED_OTHER;
    if (await this.repository.hasPendingPayment(user.partyId)) {
      return ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING;
    }
    return ReasonCode.MOBILE_ALREADY_REGISTERED;
  }

  async validateEmail(email: string): Promise<{ ok: true } | Failure> {
    const address = email.trim().toLowerCase();
    if (!(await emailShapeOk(address))) return fail(ReasonCode.INVALID_EMAIL);
    if (await this.repository.emailTaken(address)) return fail(ReasonCode.EMAIL_ALREADY_REGISTERED);
    return { ok: true };
  }

  validateDomain(email: string): { ok: true } | Failure {
    return isAcceptableEmailDomain(email.trim()) ? { ok: true } : fail(ReasonCode.INVALID_EMAIL_DOMAIN);
  }

  async register(input: RegistrationInput): Promise<RegisterOutcome> {
    const checked = await this.check(input);
    if (!checked.ok) return checked;
    const created = await this.createAccount(checked.values, checked.challengeId, {
      roleId: RoleId.LEARNER,
      status: 'ACTIVE',
      leadRegister: input.leadRegister,
    });
    if (!created.ok) return created;
    const { user, session } = created;
    const jwttoken = await this.tokens.signUser({
      email: user.email,
      roleId: user.roleId,
      partyId: user.partyId,
      userId: user.userId,
      sessionId: session.sessionId,
    });
    return {
      ok: true,
      jti: session.jti,
      response: {
        emailId: user.email,
        partyId: user.partyId,
        userId: user.userId,
        userName: user.email,
        name: `${user.firstName} ${user.lastName}`,
        role: [{ roleId: user.roleId, roleName: roleNameOf(user.roleId) }],
        jwttoken,
        forcePasswordChangeOnNextLoginFlag: '0',
      },
    };
  }

  /**
   * College (TPO) and ops/admin sign-up: the same checks, but the account waits INACTIVE for an
   * administrator and nobody is signed in, so self-service can never grant a staff role.
   */
  async registerStaff(input: RegistrationInput, role: 'TPO' | 'SYSOPSADMIN'): Promise<StaffOutcome> {
    const checked = await this.check(input);
    if (!checked.ok) return checked;
    const created = await this.createAccount(checked.values, checked.challengeId, {
      roleId: role === 'TPO' ? RoleId.COLLEGE : RoleId.OPS,
      status: 'INACTIVE',
      leadRegister: null,
    });
    return created.ok ? { ok: true } : created;
  }

  async verifyEmail(eid: string): Promise<{ ok: true; text: string } | Failure> {
    const outcome = await this.repository.verifyEmail(eid, new Date());
    if (outcome === 'invalid') return fail(ReasonCode.EMAIL_VERIFICATION_INVALID);
    return {
      ok: true,
      text:
        outcome === 'verified' ? RegistrationText.EMAIL_VERIFIED : RegistrationText.EMAIL_ALREADY_VERIFIED,
    };
  }

  /** 'Y' for a learner who came through a college entry link and has not given institute details yet. */
  async instituteCheck(userId: number): Promise<'Y' | 'N'> {
    const lead = await this.repository.leadRegisterOf(userId);
    if (!lead?.college) return 'N';
    return (await this.repository.hasInstituteDetails(userId)) ? 'N' : 'Y';
  }

  /** Institute details (`000 §3`), once per student; false when they were saved before. */
  saveInstituteDetails(userId: number, certiNumber: string, batchNumber: string): Promise<boolean> {
    return this.repository.saveInstituteDetails(userId, certiNumber, batchNumber);
  }

  /** Shared checks of both sign-ups, in the spec's order: fields, terms, e-mail domain, mobile, e-mail, OTP. */
  private async check(
    input: RegistrationInput,
  ): Promise<{ ok: true; values: RegistrationInput; challengeId: string } | Failure> {
    let values: RegistrationInput;
    try {
      const cast = await registrationSchema.validate(
        {
          mobile: input.mobile,
          otp: input.otp,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          terms: true,
          consent: input.messagingConsent,
        },
        { abortEarly: true },
      );
      values = { ...input, ...cast };
    } catch (error) {
      if (error instanceof ValidationError) return fail(ReasonCode.VALIDATION_FAILED, error.message);
      throw error;
    }
    if (!input.termsAccepted) return fail(ReasonCode.TERMS_NOT_ACCEPTED);
    const domain = this.validateDomain(values.email);
    if (!domain.ok) return domain;
    const mobileCode = await this.validateMobile(values.mobile);
    if (mobileCode !== ReasonCode.MOBILE_NOT_REGISTERED) return fail(mobileCode);
    if (await this.repository.emailTaken(values.email)) return fail(ReasonCode.EMAIL_ALREADY_REGISTERED);
    const challengeId = await this.otp.findVerified(values.mobile, OtpPurpose.REGISTER, values.otp);
    if (!challengeId) return fail(ReasonCode.OTP_NOT_VERIFIED);
    return { ok: true, values, challengeId };
  }

  private async createAccount(
    values: RegistrationInput,
    challengeId: string,
    options: { roleId: number; status: 'ACTIVE' | 'INACTIVE'; leadRegister: LeadRegister | null },
  ): Promise<{ ok: true; user: RegisteredUser; session: { sessionId: string; jti: string } } | Failure> {
    const eid = randomBytes(24).toString('base64url');
    let created: { user: RegisteredUser; session: { sessionId: string; jti: string } } | null;
    try {
      created = await this.db.transaction(async (tx) => {
        // Spending the OTP inside the transaction: two racing submits cannot both register.
        if (!(await this.otp.consume(challengeId, tx))) return null;
        const user = await this.repository.createAccount(tx, {
          mobile: values.mobile,
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          roleId: options.roleId,
          status: options.status,
          messagingConsent: values.messagingConsent,
        });
        if (options.leadRegister)
          await this.repository.saveLeadRegister(tx, user.userId, options.leadRegister);
        await this.repository.createEmailVerification(
          tx,
          user.userId,
          eid,
          new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
        );
        const session =
          options.status === 'ACTIVE'
            ? await this.sessions.create(tx, user.userId)
            : { sessionId: '', jti: '' };
        return { user, session };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      // Someone registered the same number or address between the checks and the insert.
      return fail(
        constraint.includes('mobile')
          ? ReasonCode.MOBILE_ALREADY_REGISTERED
          : ReasonCode.EMAIL_ALREADY_REGISTERED,
      );
    }
    if (!created) return fail(ReasonCode.OTP_NOT_VERIFIED);
    await this.messenger.send({
      channel: 'EMAIL',
      recipient: created.user.email,
      subject: `Verify your E-Mail Id for ${PRODUCT_NAME}`,
      templateId: EmailTemplate.VERIFICATION,
      body:
        `Dear ${created.user.firstName},\n\nThank you for registering with ${PRODUCT_NAME}. ` +
        `Please verify your E-Mail Id by opening this link:\n${this.publicUrl}/emailVerification/${eid}\n\n` +
        `The link is valid for 7 days.`,
    });
    return { ok: true, ...created };
  }
}

const emailShapeOk = async (email: string): Promise<boolean> => {
  try {
    await registrationSchema.validateAt('email', { email });
    return true;
  } catch {
    return false;
  }
};

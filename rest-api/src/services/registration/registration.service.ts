import { randomBytes } from 'node:crypto';
import {
  ClientRoute,
  EmailTemplate,
  emailField,
  instituteSchema,
  type LeadRegister,
  type LoginResponse,
  mobileField,
  OtpPurpose,
  PRODUCT_NAME,
  ReasonCode,
  type RegistrationReason,
  RegistrationReasons,
  RegistrationText,
  RoleId,
  registerInputSchema,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, type Refusal, refusalsOf } from '../../outcome';
import type { Messenger } from '../../providers/messaging/messenger';
import { checkSpecRules } from '../../spec-rules';
import type { AccountRecord, AccountRepository } from '../identity/account.repository';
import { loginResponseFor } from '../identity/identity.module';
import type { OtpService } from '../otp/otp.service';
import type { SessionService } from '../session/session.service';
import type { TokenService } from '../session/token.service';
import { isAcceptableEmailDomain } from './email-domain';
import type { RegistrationRepository } from './registration.repository';

const { refuse } = refusalsOf(RegistrationReasons);

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

export type RegistrationRefusal = Refusal<RegistrationReason> | InvalidField;
export type RegisterOutcome = { ok: true; response: LoginResponse; jti: string } | RegistrationRefusal;

/** Mobile validation codes (`000 §8`); see docs/decisions.md for when FC-02 and FC-04 arise. */
export type MobileCode =
  | typeof ReasonCode.MOBILE_NOT_REGISTERED
  | typeof ReasonCode.MOBILE_REGISTERED_OTHER
  | typeof ReasonCode.MOBILE_ALREADY_REGISTERED
  | typeof ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING;

export interface RegistrationServiceDeps {
  accounts: AccountRepository;
  registrations: RegistrationRepository;
  otp: OtpService;
  messenger: Messenger;
  sessions: SessionService;
  tokens: TokenService;
  transaction: RunInTransaction;
}

type NewAccountOptions = {
  roleId: number;
  status: 'ACTIVE' | 'HELD';
  leadRegister: LeadRegister | null;
  /** Where the person registered: the verification link leads back there. */
  origin: string;
};

/**
 * Learner registration (`000 §4`): everything the client checked is checked again here, the mobile must
 * have been verified by OTP, and the account, its lead register and its e-mail verification are written
 * in one transaction that also opens the session the client signs in with (auto-login).
 */
export class RegistrationService {
  constructor(private readonly deps: RegistrationServiceDeps) {}

  /**
   * FC-01 unknown number; FC-02 a number that belongs to a staff or college account (it cannot become a
   * learner); FC-03 a registered learner; FC-04 a registered learner with a payment pending. A number
   * that is no mobile number at all breaks the spec's mobile rule.
   */
  async validateMobile(mobile: string): Promise<{ ok: true; code: MobileCode } | InvalidField> {
    const checked = await checkSpecRules(mobileField, mobile);
    if (!checked.ok) return checked;
    return { ok: true, code: await this.mobileCode(checked.value) };
  }

  async validateEmail(email: string): Promise<Outcome<undefined, RegistrationReason>> {
    const checked = await checkSpecRules(emailField, email);
    if (!checked.ok) return refuse(ReasonCode.INVALID_EMAIL);
    if (await this.deps.accounts.findByEmail(checked.value))
      return refuse(ReasonCode.EMAIL_ALREADY_REGISTERED);
    return accept();
  }

  validateDomain(email: string): Outcome<undefined, RegistrationReason> {
    return isAcceptableEmailDomain(email.trim()) ? accept() : refuse(ReasonCode.INVALID_EMAIL_DOMAIN);
  }

  async register(input: RegistrationInput, origin: string): Promise<RegisterOutcome> {
    const checked = await this.check(input);
    if (!checked.ok) return checked;
    const created = await this.createAccount(checked.values, checked.challengeId, {
      roleId: RoleId.LEARNER,
      status: 'ACTIVE',
      leadRegister: input.leadRegister,
      origin,
    });
    if (!created.ok) return created;
    const { user, session } = created;
    if (!session) throw new Error('an active registration opened no session');
    const response = await loginResponseFor(this.deps.tokens, user, session.sessionId);
    return { ok: true, jti: session.jti, response };
  }

  /**
   * College (TPO) and ops/admin sign-up: the same checks, but the account waits HELD for an
   * administrator and nobody is signed in, so self-service can never grant a staff role. The role is the
   * one the sign-up names: TPO a college officer, SYSOPSADMIN a system operations admin.
   */
  async registerStaff(
    input: RegistrationInput,
    role: 'TPO' | 'SYSOPSADMIN',
    origin: string,
  ): Promise<Outcome<undefined, RegistrationReason> | InvalidField> {
    const checked = await this.check(input);
    if (!checked.ok) return checked;
    const created = await this.createAccount(checked.values, checked.challengeId, {
      roleId: role === 'TPO' ? RoleId.COLLEGE : RoleId.SYSOPS_ADMIN,
      // Held for staff approval (/user-list's Approve), not signed in.
      status: 'HELD',
      leadRegister: null,
      origin,
    });
    return created.ok ? accept() : created;
  }

  /** Spends a verification link; the text says whether it verified the address now or had before. */
  async verifyEmail(eid: string): Promise<Outcome<string, RegistrationReason>> {
    const { registrations } = this.deps;
    const now = new Date();
    const outcome = await this.deps.transaction(async (tx) => {
      const link = await registrations.emailVerification(tx, eid);
      if (!link || (!link.verifiedAt && link.expiresAt.getTime() <= now.getTime())) return 'invalid';
      if (link.verifiedAt) return 'already';
      await registrations.markEmailVerified(tx, link, now);
      return 'verified';
    });
    if (outcome === 'invalid') return refuse(ReasonCode.EMAIL_VERIFICATION_INVALID);
    return accept(
      outcome === 'verified' ? RegistrationText.EMAIL_VERIFIED : RegistrationText.EMAIL_ALREADY_VERIFIED,
    );
  }

  /**
   * 'Y' for a learner who came through a college entry link and has not given institute details yet.
   * Staff asking about someone else are answered 'N': the prompt is the learner's own.
   */
  async instituteCheck(caller: { userId: number; partyId: number }, partyId: number): Promise<'Y' | 'N'> {
    if (caller.partyId !== partyId) return 'N';
    const lead = await this.deps.registrations.leadRegisterOf(caller.userId);
    if (!lead?.college) return 'N';
    return (await this.deps.registrations.hasInstituteDetails(caller.userId)) ? 'N' : 'Y';
  }

  /** Institute details (`000 §3`), once per student, checked with the spec's rules. */
  async saveInstituteDetails(
    studentId: number,
    details: { certiNumber: string; batchNumber: string },
  ): Promise<Outcome<undefined, RegistrationReason> | InvalidField> {
    const checked = await checkSpecRules(instituteSchema, {
      bfsId: details.certiNumber,
      batchNumber: details.batchNumber,
    });
    if (!checked.ok) return checked;
    const { bfsId, batchNumber } = checked.value;
    const saved = await this.deps.registrations.saveInstituteDetails(studentId, bfsId, batchNumber);
    return saved ? accept() : refuse(ReasonCode.INSTITUTE_ALREADY_SAVED);
  }

  private async mobileCode(mobile: string): Promise<MobileCode> {
    const user = await this.deps.accounts.findByMobile(mobile);
    if (!user) return ReasonCode.MOBILE_NOT_REGISTERED;
    if (user.roleId !== RoleId.LEARNER) return ReasonCode.MOBILE_REGISTERED_OTHER;
    if (await this.deps.registrations.hasPendingPayment(user.partyId)) {
      return ReasonCode.MOBILE_REGISTERED_PAYMENT_PENDING;
    }
    return ReasonCode.MOBILE_ALREADY_REGISTERED;
  }

  /** Shared checks of both sign-ups, in the spec's order: fields, terms, e-mail domain, mobile, e-mail, OTP. */
  private async check(
    input: RegistrationInput,
  ): Promise<{ ok: true; values: RegistrationInput; challengeId: string } | RegistrationRefusal> {
    // Terms are refused below with their own code (TERMS_NOT_ACCEPTED), after the field rules.
    const checked = await checkSpecRules(registerInputSchema, {
      mobile: input.mobile,
      otp: input.otp,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      termsAccepted: true,
      messagingConsent: input.messagingConsent,
    });
    if (!checked.ok) return checked;
    const values: RegistrationInput = { ...input, ...checked.value };
    if (!input.termsAccepted) return refuse(ReasonCode.TERMS_NOT_ACCEPTED);
    const domain = this.validateDomain(values.email);
    if (!domain.ok) return domain;
    const mobileCode = await this.mobileCode(values.mobile);
    if (mobileCode !== ReasonCode.MOBILE_NOT_REGISTERED) return refuse(mobileCode);
    if (await this.deps.accounts.findByEmail(values.email))
      return refuse(ReasonCode.EMAIL_ALREADY_REGISTERED);
    const challengeId = await this.deps.otp.findVerified(values.mobile, OtpPurpose.REGISTER, values.otp);
    if (!challengeId) return refuse(ReasonCode.OTP_NOT_VERIFIED);
    return { ok: true, values, challengeId };
  }

  private async createAccount(
    values: RegistrationInput,
    challengeId: string,
    options: NewAccountOptions,
  ): Promise<
    | { ok: true; user: AccountRecord; session: { sessionId: string; jti: string } | null }
    | Refusal<RegistrationReason>
  > {
    const { registrations, sessions, otp } = this.deps;
    const eid = randomBytes(24).toString('base64url');
    let created: { user: AccountRecord; session: { sessionId: string; jti: string } | null } | null;
    try {
      created = await this.deps.transaction(async (tx) => {
        // Spending the OTP inside the transaction: two racing submits cannot both register.
        if (!(await otp.consume(challengeId, tx))) return null;
        const user = await registrations.createAccount(tx, {
          mobile: values.mobile,
          email: values.email,
          firstName: values.firstName,
          lastName: values.lastName,
          roleId: options.roleId,
          status: options.status,
          messagingConsent: values.messagingConsent,
        });
        if (options.leadRegister) await registrations.saveLeadRegister(tx, user.userId, options.leadRegister);
        const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS);
        await registrations.createEmailVerification(tx, user.userId, eid, expiresAt);
        const session = options.status === 'ACTIVE' ? await sessions.open(tx, user.userId) : null;
        return { user, session };
      });
    } catch (error) {
      const duplicate = registrations.duplicateOf(error);
      if (duplicate === null) throw error;
      // Someone registered the same number or address between the checks and the insert.
      return refuse(
        duplicate === 'mobile' ? ReasonCode.MOBILE_ALREADY_REGISTERED : ReasonCode.EMAIL_ALREADY_REGISTERED,
      );
    }
    if (!created) return refuse(ReasonCode.OTP_NOT_VERIFIED);
    await this.deps.messenger.send({
      channel: 'EMAIL',
      recipient: created.user.email,
      subject: `Verify your E-Mail Id for ${PRODUCT_NAME}`,
      templateId: EmailTemplate.VERIFICATION,
      body:
        `Dear ${created.user.firstName},\n\nThank you for registering with ${PRODUCT_NAME}. ` +
        `Please verify your E-Mail Id by opening this link:\n` +
        `${options.origin}${ClientRoute.emailVerification(eid)}\n\nThe link is valid for 7 days.`,
    });
    return { ok: true, ...created };
  }
}

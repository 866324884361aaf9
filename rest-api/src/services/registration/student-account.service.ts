import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  EmailTemplate,
  emailField,
  LEAD_REGISTER_KEYS,
  type LeadRegister,
  type LeadRegisterDetails,
  MOBILE_POPUP_SNOOZE_MS,
  type MobilePopupAction,
  mobileField,
  OTP_COUNTDOWN_MS,
  OTP_LENGTH,
  OTP_MAX_FAILURES,
  OtpPurpose,
  PRODUCT_NAME,
  type ProductFromSource,
  ReasonCode,
  RoleId,
  type StudentAccountReason,
  StudentAccountReasons,
  type YesNo,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type InvalidField, type Outcome, type Refusal, refusalsOf } from '../../outcome';
import type { Messenger } from '../../providers/messaging/messenger';
import { checkSpecRules } from '../../spec-rules';
import type { AccountRecord, AccountRepository } from '../identity/account.repository';
import type { OtpService } from '../otp/otp.service';
import type { RegistrationService } from './registration.service';
import type { LeadRegisterRow, StudentAccountRepository } from './student-account.repository';

const { refuse } = refusalsOf(StudentAccountReasons);

type Answer<T = undefined> = Outcome<T, StudentAccountReason> | InvalidField;

export interface StudentAccountDeps {
  accounts: AccountRepository;
  repository: StudentAccountRepository;
  registration: RegistrationService;
  otp: OtpService;
  messenger: Messenger;
  transaction: RunInTransaction;
  /** HMAC key for stored e-mail OTP codes (the OTP service's, a key for codes only). */
  codeSecret: string;
  now?: () => Date;
  newCode?: () => string;
}

/** A refused e-mail OTP; DM_02 carries the running count of wrong codes, as the mobile OTP's does. */
export type EmailOtpRefusal = Refusal<StudentAccountReason> & { count?: number };

const leadOf = (row: LeadRegisterRow): LeadRegister => {
  const lead = Object.fromEntries(LEAD_REGISTER_KEYS.map((key) => [key, null])) as unknown as LeadRegister;
  for (const key of LEAD_REGISTER_KEYS) {
    lead[key] = key === 'productID' ? row.productId : row[key];
  }
  return lead;
};

const emailOtpBody = (firstName: string, code: string): string =>
  `Dear ${firstName},\n\n${code} is your ${PRODUCT_NAME} OTP to verify your E-Mail Id. ` +
  `It is valid for ${OTP_COUNTDOWN_MS / 60_000} minutes. Do not share it with anyone.`;

/**
 * The student service's account calls that `001 §7` names without behaviour (what each does:
 * docs/decisions/rest-contract.md): account checks before a new account or a changed one, the flags a
 * screen reads, the e-mail OTP that verifies the account's address, a social account's missing mobile,
 * and the dashboard's mobile and CPBFI pop-ups.
 */
export class StudentAccountService {
  private readonly now: () => Date;
  private readonly newCode: () => string;

  constructor(private readonly deps: StudentAccountDeps) {
    this.now = deps.now ?? (() => new Date());
    this.newCode = deps.newCode ?? (() => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'));
  }

  /** `validateuser`: the registration's own checks of e-mail (rule, domain, free) and mobile (FC-01 free). */
  async validateUser(email: string, mobile: string): Promise<Answer> {
    const { registration } = this.deps;
    // The spec's order at registration: the rule, the domain, then whether the address is free.
    if (!(await checkSpecRules(emailField, email)).ok) return refuse(ReasonCode.INVALID_EMAIL);
    const domain = registration.validateDomain(email);
    if (!domain.ok) return refuse(ReasonCode.INVALID_EMAIL_DOMAIN);
    const checkedEmail = await registration.validateEmail(email);
    if (!checkedEmail.ok) {
      const code = checkedEmail.reasonCode;
      return refuse(code === ReasonCode.EMAIL_ALREADY_REGISTERED ? code : ReasonCode.INVALID_EMAIL);
    }
    const checkedMobile = await registration.validateMobile(mobile);
    if (!checkedMobile.ok) return checkedMobile;
    if (checkedMobile.code !== ReasonCode.MOBILE_NOT_REGISTERED) return refuse(checkedMobile.code);
    return accept();
  }

  /** `validateupdateuser`: each value given follows the spec's rule and no other account holds it. */
  async validateUpdateUser(userId: number, change: { email?: string; mobile?: string }): Promise<Answer> {
    const { accounts } = this.deps;
    if (!(await accounts.findById(userId))) return refuse(ReasonCode.NOT_FOUND);
    if (change.email !== undefined) {
      const checked = await checkSpecRules(emailField, change.email);
      if (!checked.ok) return refuse(ReasonCode.INVALID_EMAIL);
      const holder = await accounts.findByEmail(checked.value);
      if (holder && holder.userId !== userId) return refuse(ReasonCode.USER_EMAIL_TAKEN);
    }
    if (change.mobile !== undefined) {
      const checked = await checkSpecRules(mobileField, change.mobile);
      if (!checked.ok) return checked;
      const holder = await accounts.findByMobile(checked.value);
      if (holder && holder.userId !== userId) return refuse(ReasonCode.USER_MOBILE_TAKEN);
    }
    return accept();
  }

  async account(userId: number): Promise<Outcome<AccountRecord, StudentAccountReason>> {
    const user = await this.deps.accounts.findById(userId);
    return user ? accept(user) : refuse(ReasonCode.NOT_FOUND);
  }

  /** `saveSocialUserMobile`: a number verified by the registration OTP, on an account without one. */
  async saveSocialUserMobile(userId: number, mobile: string, code: string): Promise<Answer> {
    const { accounts, otp, repository } = this.deps;
    const checked = await checkSpecRules(mobileField, mobile);
    if (!checked.ok) return checked;
    const user = await accounts.findById(userId);
    if (!user) return refuse(ReasonCode.NOT_FOUND);
    if (user.mobile) return refuse(ReasonCode.MOBILE_ALREADY_SAVED);
    const holder = await accounts.findByMobile(checked.value);
    if (holder) return refuse(ReasonCode.USER_MOBILE_TAKEN);
    const challengeId = await otp.findVerified(checked.value, OtpPurpose.REGISTER, code);
    if (!challengeId) return refuse(ReasonCode.OTP_NOT_VERIFIED);
    let saved: 'saved' | 'has-mobile' | 'spent';
    try {
      // The code is spent with the save, in one transaction: two racing saves cannot both use it.
      saved = await this.deps.transaction(async (tx) =>
        (await otp.consume(challengeId, tx))
          ? repository.saveMissingMobile(tx, userId, checked.value)
          : 'spent',
      );
    } catch (error) {
      // Another account took the number between the check and the save.
      if (repository.isDuplicate(error)) return refuse(ReasonCode.USER_MOBILE_TAKEN);
      throw error;
    }
    if (saved === 'spent') return refuse(ReasonCode.OTP_NOT_VERIFIED);
    if (saved === 'has-mobile') return refuse(ReasonCode.MOBILE_ALREADY_SAVED);
    return accept();
  }

  /** `_sendOTPMail`: a 4-digit code to the account's own address (template 7005), valid as the SMS one. */
  async sendEmailOtp(userId: number): Promise<Answer> {
    const user = await this.deps.accounts.findById(userId);
    if (!user) return refuse(ReasonCode.NOT_FOUND);
    const id = randomUUID();
    const code = this.newCode();
    await this.deps.repository.issueEmailOtp({
      id,
      userId,
      email: user.email,
      codeHash: this.hash(id, code),
      expiresAt: new Date(this.now().getTime() + OTP_COUNTDOWN_MS),
    });
    await this.deps.messenger.send({
      channel: 'EMAIL',
      recipient: user.email,
      subject: `Your ${PRODUCT_NAME} OTP to verify your E-Mail Id`,
      templateId: EmailTemplate.EMAIL_OTP,
      body: emailOtpBody(user.firstName, code),
    });
    return accept();
  }

  /**
   * `validateEmailOtp`: the newest code; a right one verifies the account's address. Three wrong codes
   * kill it (the fourth attempt answers DM_02 with count 4, as the mobile OTP does).
   */
  async validateEmailOtp(userId: number, code: string): Promise<{ ok: true } | EmailOtpRefusal> {
    const { repository } = this.deps;
    const otp = await repository.latestOpenEmailOtp(userId);
    if (!otp) return refuse(ReasonCode.EMAIL_OTP_NOT_SENT);
    if (otp.failedAttempts >= OTP_MAX_FAILURES) {
      return {
        ...refuse(ReasonCode.INVALID_OTP_OR_PASSWORD),
        count: await repository.recordEmailOtpFailure(otp.id),
      };
    }
    if (otp.expiresAt.getTime() <= this.now().getTime()) {
      return { ...refuse(ReasonCode.OTP_EXPIRED), count: otp.failedAttempts };
    }
    if (!this.matches(otp.id, code, otp.codeHash)) {
      return {
        ...refuse(ReasonCode.INVALID_OTP_OR_PASSWORD),
        count: await repository.recordEmailOtpFailure(otp.id),
      };
    }
    // False when a racing check spent it first, or the address changed since: send a new code.
    if (!(await repository.spendEmailOtp(otp, this.now()))) return refuse(ReasonCode.EMAIL_OTP_NOT_SENT);
    return { ok: true };
  }

  /** Y while a learner has no mobile and has not put the pop-up off (Later: a week; Never: for good). */
  async mobilePopupFlag(user: AccountRecord): Promise<YesNo> {
    if (user.roleId !== RoleId.LEARNER || user.mobile) return 'N';
    const answered = await this.deps.repository.popupAnswer(user.userId, 'MOBILE');
    if (!answered) return 'Y';
    if (answered.answer === 'NEVER') return 'N';
    return answered.answeredAt.getTime() + MOBILE_POPUP_SNOOZE_MS <= this.now().getTime() ? 'Y' : 'N';
  }

  async saveMobilePopup(userId: number, action: MobilePopupAction): Promise<void> {
    await this.deps.repository.savePopupAnswer(userId, 'MOBILE', action, this.now());
  }

  /** Y for a learner who has not answered the CPBFI pop-up; it is asked once. */
  async cpbfiPopupFlag(user: AccountRecord): Promise<YesNo> {
    if (user.roleId !== RoleId.LEARNER) return 'N';
    return (await this.deps.repository.popupAnswer(user.userId, 'CPBFI')) ? 'N' : 'Y';
  }

  /** The first answer stands; a repeat is accepted and changes nothing (two tabs may both answer). */
  async saveCpbfiPopup(userId: number, interested: YesNo): Promise<void> {
    await this.deps.repository.savePopupAnswerOnce(userId, 'CPBFI', interested);
  }

  async leadRegisterDetails(userId: number): Promise<Answer<LeadRegisterDetails>> {
    if (!(await this.deps.accounts.findById(userId))) return refuse(ReasonCode.NOT_FOUND);
    const row = await this.deps.repository.leadRegisterOf(userId);
    return accept({ userId, leadRegister: row ? leadOf(row) : null });
  }

  /** The product an entry link names: by `proId` when it has one, else by the name in `pro`. */
  async productFromSource(source: { proId?: number; pro?: string }): Promise<Answer<ProductFromSource>> {
    const by = source.proId !== undefined ? { id: source.proId } : source.pro ? { name: source.pro } : null;
    if (!by) return refuse(ReasonCode.VALIDATION_FAILED);
    const product = await this.deps.repository.activeProduct(by);
    if (!product) return refuse(ReasonCode.NOT_FOUND);
    return accept({ productID: product.productId, productName: product.name, productType: product.type });
  }

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.deps.codeSecret).update(`email:${id}:${code}`).digest('hex');
  }

  private matches(id: string, code: string, stored: string): boolean {
    const actual = Buffer.from(this.hash(id, code), 'hex');
    const expected = Buffer.from(stored, 'hex');
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

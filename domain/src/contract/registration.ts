/** OTP purposes: registration (validated on blur, consumed by register) and mobile login. */
export const OtpPurpose = { REGISTER: 'REGISTER', LOGIN: 'LOGIN' } as const;
export type OtpPurpose = (typeof OtpPurpose)[keyof typeof OtpPurpose];

/** `POST /finx-thor-otp/api/v1/otp` (`000 §7`); mobileNo is a sensitive field and travels encrypted. */
export interface OtpRequest {
  mobileNo: string;
  /** Only '91' (`000 §9`). */
  countryCode: string;
  /** Not in the spec's payload; defaults to REGISTER. */
  purpose?: OtpPurpose;
}

/** `POST /finx-thor-otp/api/v1/otp/validate`. */
export interface OtpValidateRequest {
  mobileNo: string;
  otp: string;
  purpose?: OtpPurpose;
}

/**
 * responseObject of an OTP validation. On DM_02 the fail envelope carries it too: `count` is the running
 * number of failed attempts on the challenge (`000 §8`: the reason plus 'count N').
 */
export interface OtpValidateResult {
  count: number;
}

/** `000 §3` leadRegister: each null when absent. */
export interface LeadRegister {
  client: string | null;
  college: string | null;
  product: string | null;
  location: string | null;
  reference: string | null;
  source: string | null;
  medium: string | null;
  term: string | null;
  camp: string | null;
  sourceUrl: string | null;
  encryptedSourceUrl: string | null;
  productType: string | null;
  productID: string | null;
}

export const LEAD_REGISTER_KEYS = [
  'client',
  'college',
  'product',
  'location',
  'reference',
  'source',
  'medium',
  'term',
  'camp',
  'sourceUrl',
  'encryptedSourceUrl',
  'productType',
  'productID',
] as const satisfies readonly (keyof LeadRegister)[];

/** `POST /finx-fc-registration/api/v1/register/finx` (`000 §3`); mobileNo and emailID travel encrypted. */
export interface RegistrationRequest {
  mobileNo: string;
  OTP: string;
  firstName: string;
  lastName: string;
  emailID: string;
  entryMode: number;
  isTermsAccepted: 0 | 1;
  sendWhatsapp: 'Y' | 'N';
  role: string;
  leadRegister: LeadRegister | null;
}

/** College (TPO) and ops/admin sign-up: the same identity fields, held for an administrator's approval. */
export interface StaffRegistrationRequest {
  mobileNo: string;
  OTP: string;
  firstName: string;
  lastName: string;
  emailID: string;
  isTermsAccepted: 0 | 1;
  role: 'TPO' | 'SYSOPSADMIN';
}

/** `000 §3` institute details; qualificationCertificateId is always 4. */
export interface InstituteDetailsRequest {
  qualificationCertificateId: number;
  studentID: number;
  certiNumber: string;
  batchNumber: string;
}

export const INSTITUTE_QUALIFICATION_CERTIFICATE_ID = 4;

/** One row of the development outbox (`GET /dev/outbox?to=`). */
export interface OutboxMessageView {
  to: string;
  channel: 'EMAIL' | 'SMS';
  subject: string | null;
  body: string;
  createdAt: string;
}

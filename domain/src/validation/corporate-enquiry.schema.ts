import { mixed, object, string } from 'yup';
import {
  CORPORATE_ENQUIRY_TEXT_MAX,
  CorporateEnquiryMessage as M,
  CorporateEnquiryStatus,
} from '../contract/corporates';
import { emailField, mobileField } from './registration.schema';

/** The public "hire from us" form; e-mail and mobile as at registration. */
export const corporateEnquirySchema = object({
  companyName: string().trim().required(M.COMPANY_REQUIRED).max(100, M.COMPANY_TOO_LONG),
  contactName: string().trim().required(M.CONTACT_REQUIRED).max(100, M.CONTACT_TOO_LONG),
  email: emailField,
  phone: mobileField,
  message: string().trim().required(M.MESSAGE_REQUIRED).max(CORPORATE_ENQUIRY_TEXT_MAX, M.MESSAGE_TOO_LONG),
});

/** Staff's follow-up: a known status and notes of bounded length (may be empty). */
export const corporateEnquiryUpdateSchema = object({
  status: mixed<CorporateEnquiryStatus>()
    .oneOf(Object.values(CorporateEnquiryStatus), M.STATUS_INVALID)
    .required(M.STATUS_INVALID),
  notes: string().trim().default('').max(CORPORATE_ENQUIRY_TEXT_MAX, M.NOTES_TOO_LONG),
});

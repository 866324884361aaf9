import { object, string } from 'yup';

/** A hiring company as staff manage it (/corporate-list); jobs name one. */
export interface CorporateRow {
  corporateId: number;
  name: string;
  about: string;
  city: string;
  /** Jobs posted under it, any status. */
  jobCount: number;
  createdDate: string;
}

/** The body of `corporate`: POST adds, PUT `?corporateId=` edits. */
export interface CorporateRequest {
  name: string;
  about: string;
  city: string;
}

export const CorporatesMessage = {
  NAME_REQUIRED: 'Please enter the Corporate Name',
  NAME_TOO_LONG: 'Corporate Name can be at most 100 characters',
  ABOUT_REQUIRED: 'Please enter About the Corporate',
  ABOUT_TOO_LONG: 'About can be at most 2000 characters',
  CITY_REQUIRED: 'Please enter the City',
  CITY_TOO_LONG: 'City can be at most 60 characters',
} as const;

/** /add-corporate and /edit-corporate: the fields every tier checks with these messages. */
export const corporateSchema = object({
  name: string().trim().required(CorporatesMessage.NAME_REQUIRED).max(100, CorporatesMessage.NAME_TOO_LONG),
  about: string()
    .trim()
    .required(CorporatesMessage.ABOUT_REQUIRED)
    .max(2000, CorporatesMessage.ABOUT_TOO_LONG),
  city: string().trim().required(CorporatesMessage.CITY_REQUIRED).max(60, CorporatesMessage.CITY_TOO_LONG),
});

export type CorporateValues = CorporateRequest;

/**
 * Corporate enquiries (`001 §7` corporateInquiry): a company's "hire from us" request from the public
 * form, followed up by staff. The spec shows no fields; these are this system's.
 */
export const CorporateEnquiryStatus = { NEW: 'NEW', CONTACTED: 'CONTACTED', CLOSED: 'CLOSED' } as const;
export type CorporateEnquiryStatus = (typeof CorporateEnquiryStatus)[keyof typeof CorporateEnquiryStatus];

/** The public form's body (corporateInquiry save). */
export interface CorporateEnquiryRequest {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  message: string;
}

/** One enquiry as staff follow it up. */
export interface CorporateEnquiryRow extends CorporateEnquiryRequest {
  enquiryId: number;
  status: CorporateEnquiryStatus;
  notes: string;
  createdDate: string;
  updatedDate: string;
}

/** Staff's follow-up of one enquiry: its status and their notes. */
export interface CorporateEnquiryUpdateRequest {
  status: CorporateEnquiryStatus;
  notes: string;
}

export const CorporateEnquiryMessage = {
  COMPANY_REQUIRED: 'Please enter the Company Name',
  COMPANY_TOO_LONG: 'Company Name can be at most 100 characters',
  CONTACT_REQUIRED: 'Please enter the Contact Person',
  CONTACT_TOO_LONG: 'Contact Person can be at most 100 characters',
  MESSAGE_REQUIRED: 'Please tell us whom you would like to hire',
  MESSAGE_TOO_LONG: 'The message can be at most 2000 characters',
  NOTES_TOO_LONG: 'Notes can be at most 2000 characters',
  STATUS_INVALID: 'Please choose a status',
  SENT: 'Thank you. Our team will contact you shortly.',
  UPDATED: 'Enquiry updated successfully',
} as const;

export const CORPORATE_ENQUIRY_TEXT_MAX = 2000;

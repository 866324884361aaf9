import { defineFeatureContract, reasonsOf, type RestPathTable, withParam } from './feature-contract';
import { sharedContract } from './shared';

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

/** `001 §7` Lookups partners: a hiring partner, a corporate that has posted a job, for visitors too. */
export interface PartnerRow {
  corporateId: number;
  name: string;
  about: string;
  city: string;
  /** Its jobs open now. */
  openJobs: number;
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

const reasons = reasonsOf({
  CORPORATE_NAME_TAKEN: 'Another corporate already has this name.',
});
const C = { ...sharedContract.reasons.codes, ...reasons.codes };

/** Staff corporate management (issue 13 item 4): adding and editing the hiring companies. */
export const CorporatesReasons = [
  C.NOT_FOUND,
  C.CORPORATE_NAME_TAKEN,
  C.RATE_LIMITED,
  C.VALIDATION_FAILED,
] as const;
export type CorporatesReason = (typeof CorporatesReasons)[number];

const clientPaths = {
  /** `001 §2` corporates (admin or ops). */
  CORPORATE_LIST: '/corporate-list',
  ADD_CORPORATE: '/add-corporate',
  EDIT_CORPORATE: '/edit-corporate/:id',
  /** Not in the spec: corporate enquiries (`001 §7` corporateInquiry), staff list and public form. */
  CORPORATE_ENQUIRIES: '/corporate-enquiries',
  HIRE_FROM_US: '/hire-from-us',
} as const;

export const corporatesContract = defineFeatureContract({
  feature: 'corporates',
  reasons,
  refusals: [CorporatesReasons],
  clientPaths,
  clientRoutes: {
    corporateList: (): string => clientPaths.CORPORATE_LIST,
    addCorporate: (): string => clientPaths.ADD_CORPORATE,
    editCorporate: (corporateId: number): string => withParam(clientPaths.EDIT_CORPORATE, 'id', corporateId),
    corporateEnquiries: (): string => clientPaths.CORPORATE_ENQUIRIES,
    hireFromUs: (): string => clientPaths.HIRE_FROM_US,
  },
});

export const corporatesRestPaths = {
  feature: 'corporates',
  restPaths: {
    /** `001 §7` cielops corporate endpoints: the staff's corporates (list, one, add with POST, edit with PUT). */
    CORPORATE_LIST: '/finx-fc-admin/api/v1/cielops/corporate/all',
    CORPORATE_DETAILS: '/finx-fc-admin/api/v1/cielops/corporate/details',
    CORPORATE_SAVE: '/finx-fc-admin/api/v1/cielops/corporate',
    /** `001 §7` corporateInquiry: the public form (POST), the staff list, and staff's follow-up (PUT). */
    CORPORATE_ENQUIRY: '/finx-fc-admin/api/v1/corporateInquiry',
    CORPORATE_ENQUIRY_LIST: '/finx-fc-admin/api/v1/corporateInquiry/all',
    /** `001 §7` Lookups partners: the hiring partners, public (this system's reading, rest-contract.md). */
    PARTNERS: '/finx-fc-admin/api/v1/partners',
  },
} as const satisfies RestPathTable;

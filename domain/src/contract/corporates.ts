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

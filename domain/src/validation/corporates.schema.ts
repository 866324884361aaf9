import { object, string } from 'yup';
import { type CorporateRequest, CorporatesMessage } from '../contract/corporates';

/**
 * /add-corporate and /edit-corporate: the fields every tier checks with these messages. Kept apart from
 * the contract so that the message tables, which the client's first load carries, never bring yup.
 */
export const corporateSchema = object({
  name: string().trim().required(CorporatesMessage.NAME_REQUIRED).max(100, CorporatesMessage.NAME_TOO_LONG),
  about: string()
    .trim()
    .required(CorporatesMessage.ABOUT_REQUIRED)
    .max(2000, CorporatesMessage.ABOUT_TOO_LONG),
  city: string().trim().required(CorporatesMessage.CITY_REQUIRED).max(60, CorporatesMessage.CITY_TOO_LONG),
});

export type CorporateValues = CorporateRequest;

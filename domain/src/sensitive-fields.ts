/** Fields encrypted before any write and in query strings (`000 §3`, `001 §3`). */
export const SENSITIVE_FIELDS = [
  'studentPartyID',
  'partyId',
  'emailID',
  'email',
  'mobileNumber',
  'mobileNo',
  'panNumber',
  'studentFatherPanNumber',
  'studentFatherEmailID',
  'studentFatherMobileNo',
  'studentMotherPanNumber',
  'studentMotherEmailID',
  'studentMotherMobileNo',
  'contactNo',
  'secondaryEmailID',
  'adminPartyID',
] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

const lookup = new Set<string>(SENSITIVE_FIELDS.map((field) => field.toLowerCase()));

/**
 * Matching ignores case: the spec's calls spell the same field as partyId, partyID and partyid, and a
 * clear-text party id must be refused whichever spelling carries it.
 */
export const isSensitiveField = (name: string): boolean => lookup.has(name.toLowerCase());

/** The query parameter that carries an encrypted query string. */
export const ENCRYPTED_QUERY_PARAM = 'enc';

import { string, ValidationError } from 'yup';
import type { InputCheck } from './input-check';

/** `001 §5` Aadhar: the spec's three rejection messages, word for word. */
export const AadharMessage = {
  INVALID: 'Provide valid Aadhar.',
  DIGILOCKER: 'DigiLocker Aadhar not allowed.',
  MASKED_INVALID: 'Provide valid masked Aadhar.',
} as const;

// Verhoeff's dihedral-group tables, as UIDAI uses them for the Aadhar check digit.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 8, 7, 6, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 8, 5],
];

/** True when the digits (check digit last) pass the Verhoeff check. */
export const verhoeffValid = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i++) {
    const row = D[c];
    const perm = P[i % 8];
    if (!row || !perm) return false;
    c = row[perm[Number(reversed[i])] ?? 0] ?? 0;
  }
  return c === 0;
};

/** An Aadhar number: twelve digits, never starting with 0 or 1, Verhoeff check digit last. */
export const AADHAR_PATTERN = /^[2-9]\d{11}$/;
/** A Virtual ID (sixteen digits), the number DigiLocker and mAadhaar hand out in place of the Aadhar. */
export const VIRTUAL_ID_PATTERN = /^\d{16}$/;
/** The masked form the profile shows back: eight masked digits and the last four. */
export const MASKED_AADHAR_PATTERN = /^[Xx*]{8}(\d{4})$/;
const MASK_CHAR = /[Xx*]/;

/** How the profile shows a stored Aadhar: only its last four digits. */
export const maskAadhar = (lastFour: string): string => `XXXX XXXX ${lastFour}`;

/** Spaces and hyphens people type between the groups of four are not part of the number. */
export const compactAadhar = (value: string): string => value.replace(/[\s-]/g, '');

/**
 * The Aadhar field. Context `storedLastFour`: the last four digits already on file, so the masked form
 * shown back (`XXXX XXXX 1234`) saves as "unchanged"; a masked value that is not that one is refused.
 */
export const aadharField = string()
  .typeError(AadharMessage.INVALID)
  .defined()
  .transform((value: string) => compactAadhar(value ?? ''))
  .test('aadhar', AadharMessage.INVALID, function check(value) {
    const storedLastFour = (this.options.context as { storedLastFour?: string | null } | undefined)
      ?.storedLastFour;
    if (MASK_CHAR.test(value)) {
      const masked = MASKED_AADHAR_PATTERN.exec(value);
      if (!masked || !storedLastFour || masked[1] !== storedLastFour) {
        return this.createError({ message: AadharMessage.MASKED_INVALID });
      }
      return true;
    }
    if (VIRTUAL_ID_PATTERN.test(value)) return this.createError({ message: AadharMessage.DIGILOCKER });
    return AADHAR_PATTERN.test(value) && verhoeffValid(value);
  });

/** True when the value is the masked form of the Aadhar on file (the learner left it as shown). */
export const isMaskedAadhar = (value: string): boolean => MASK_CHAR.test(value);

/** The Aadhar rule outside a form (REST), with the last four digits on file (null when none). */
export const checkAadhar = (value: unknown, storedLastFour: string | null): InputCheck<string> => {
  try {
    return { ok: true, value: aadharField.validateSync(value ?? '', { context: { storedLastFour } }) };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, message: error.message };
    throw error;
  }
};

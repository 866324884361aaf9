import type { ProfileReason } from '@finx/domain';
import type { FieldMap } from '../shared/user-errors';

/**
 * A section's refusals from REST: the shared rules were checked here first, each on its field, so what
 * REST still refuses (a place not under the one above it, an option of another list) concerns the form.
 */
export const SECTION_FIELDS = {
  NOT_FOUND: null,
  VALIDATION_FAILED: null,
} as const satisfies FieldMap<ProfileReason>;

/** The Aadhar form has one field: every refusal (the spec's three messages) is about it. */
export const AADHAR_FIELDS = {
  NOT_FOUND: null,
  VALIDATION_FAILED: 'input.aadharNumber',
} as const satisfies FieldMap<ProfileReason>;

import { MessagingMessage, parsePartyIds } from '@finx/domain';
import type {
  ComposeMessageInput,
  MessagingKind,
  StaffMessageFieldsFragment,
  UserStanding,
} from '../../graphql/generated/graphql';

/** The compose form as typed: ids are text until sent. */
export interface ComposeValues {
  kind: MessagingKind;
  subject: string;
  body: string;
  partyIds: string;
  roleId: string;
  collegeId: string;
  productId: string;
  status: string;
}

export const emptyCompose = (kind: MessagingKind): ComposeValues => ({
  kind,
  subject: '',
  body: '',
  partyIds: '',
  roleId: '',
  collegeId: '',
  productId: '',
  status: '',
});

/** A saved draft back in the form, to resume it. */
export const composeValuesOf = (message: StaffMessageFieldsFragment): ComposeValues => ({
  kind: message.kind,
  subject: message.subject,
  body: message.body,
  partyIds: message.audience.partyIds.join(', '),
  roleId: message.audience.roleId?.toString() ?? '',
  collegeId: message.audience.collegeId?.toString() ?? '',
  productId: message.audience.productId?.toString() ?? '',
  status: message.audience.status ?? '',
});

const idOf = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() && Number.isSafeInteger(value) && value > 0 ? value : null;
};

/** Only what the form can tell alone; the server applies the full rules (the domain's schemas) again. */
export const validateCompose = (values: ComposeValues): Partial<Record<keyof ComposeValues, string>> => {
  const errors: Partial<Record<keyof ComposeValues, string>> = {};
  if (!values.subject.trim()) errors.subject = MessagingMessage.SUBJECT_REQUIRED;
  if (values.partyIds.trim() && parsePartyIds(values.partyIds) === null) {
    errors.partyIds = MessagingMessage.PARTY_IDS_INVALID;
  }
  for (const field of ['collegeId', 'productId'] as const) {
    if (values[field].trim() && idOf(values[field]) === null)
      errors[field] = MessagingMessage.PARTY_IDS_INVALID;
  }
  return errors;
};

export const composeInputOf = (values: ComposeValues, messageId: number | null): ComposeMessageInput => ({
  messageId,
  kind: values.kind,
  subject: values.subject,
  body: values.body,
  audience: {
    partyIds: parsePartyIds(values.partyIds) ?? [],
    roleId: idOf(values.roleId),
    collegeId: idOf(values.collegeId),
    productId: idOf(values.productId),
    status: (values.status || null) as UserStanding | null,
  },
});

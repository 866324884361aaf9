import { string } from 'yup';
import { INBOX_TITLE_MAX } from '../contract/alerts';
import { checkInput, type InputCheck } from './input-check';

/** The staff's send form (`001 §7` sendMailSmsToUser); the spec shows no messages for it. */
export const InboxSendMessage = {
  TITLE_REQUIRED: 'Please enter the title',
  TITLE_TOO_LONG: `At most ${INBOX_TITLE_MAX} characters`,
  PARTY_REQUIRED: 'Please enter the learner’s party id',
} as const;

export const inboxTitleField = string()
  .defined()
  .trim()
  .required(InboxSendMessage.TITLE_REQUIRED)
  .max(INBOX_TITLE_MAX, InboxSendMessage.TITLE_TOO_LONG);

export const checkInboxTitle = (value: unknown): InputCheck<string> => checkInput(inboxTitleField, value);

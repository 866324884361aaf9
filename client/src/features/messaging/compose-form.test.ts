import { MessagingMessage } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { composeInputOf, composeValuesOf, emptyCompose, validateCompose } from './compose-form';
import { messageListVariables, resumePathOf } from './messaging-paths';

describe('the compose form', () => {
  it('asks for a subject and readable ids before anything is sent', () => {
    expect(validateCompose(emptyCompose('ALERT'))).toEqual({ subject: MessagingMessage.SUBJECT_REQUIRED });
    const bad = { ...emptyCompose('MAIL'), subject: 'Hi', partyIds: '101, abc', collegeId: '-1' };
    expect(validateCompose(bad)).toEqual({
      partyIds: MessagingMessage.PARTY_IDS_INVALID,
      collegeId: MessagingMessage.PARTY_IDS_INVALID,
    });
  });

  it('sends ids as numbers and leaves empty filters out, and a draft comes back as typed', () => {
    const values = {
      ...emptyCompose('MAIL'),
      subject: 'Hi',
      body: 'There',
      partyIds: '101, 102 103',
      roleId: '5',
    };
    const input = composeInputOf(values, 7);
    expect(input).toEqual({
      messageId: 7,
      kind: 'MAIL',
      subject: 'Hi',
      body: 'There',
      audience: { partyIds: [101, 102, 103], roleId: 5, collegeId: null, productId: null, status: null },
    });
    const draft = {
      __typename: 'StaffMessage' as const,
      id: 'StaffMessage:7',
      messageId: 7,
      kind: 'MAIL' as const,
      status: 'DRAFT' as const,
      subject: 'Hi',
      body: 'There',
      audience: { partyIds: [101, 102, 103], roleId: 5, collegeId: null, productId: null, status: null },
      recipientsCount: 0,
      skipped: [],
      summary: 'Draft',
      createdDate: '2026-11-25T00:00:00.000Z',
      sentDate: null,
    };
    expect(composeValuesOf(draft)).toEqual({ ...values, partyIds: '101, 102, 103' });
  });

  it('resumes mails on /send-mail and the rest in the notification manager; reads the list state from the URL', () => {
    expect(resumePathOf('MAIL', 3)).toBe('/send-mail?id=3');
    expect(resumePathOf('ALERT', 4)).toBe('/my-inbox-create?id=4');
    expect(messageListVariables(new URLSearchParams('status=DRAFT&order=asc&page=2&size=25'))).toEqual({
      status: 'DRAFT',
      descending: false,
      page: 2,
      limit: 25,
    });
    expect(messageListVariables(new URLSearchParams('status=nope&size=5000'))).toEqual({
      status: null,
      descending: true,
      page: 1,
      limit: 10,
    });
  });
});

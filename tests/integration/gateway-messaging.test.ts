import { MessagingMessage, RoleId } from '@finx/domain';
import { DEMO_ACCOUNTS } from '@finx/rest-api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InboxItemAddedDocument,
  SaveMessageDraftDocument,
  SendMessageDocument,
  StaffAuditLogDocument,
  StaffMessageDocument,
  StaffMessagesDocument,
  type ComposeMessageInput,
} from '../../client/src/graphql/generated/graphql';
import { errorCodes } from '../src/harness/expect';
import { loginAs, type Caller } from '../src/harness/login';
import { startStack, type Stack } from '../src/harness/stack';
import { subscribe } from '../src/harness/subscription';

// Issue 13 item 6 through the real gateway and rest-api: drafts, alerts live to learners, mails.

const { learner, secondLearner, admin, ops, tpo } = DEMO_ACCOUNTS;

const compose = (input: Partial<ComposeMessageInput>): ComposeMessageInput => ({
  kind: 'ALERT',
  subject: 'Subject',
  body: 'Body',
  audience: {},
  ...input,
});

describe('gateway messaging (issue 13 item 6)', () => {
  let stack: Stack;
  let adminCaller: Caller;
  let opsCaller: Caller;

  beforeAll(async () => {
    stack = await startStack();
    adminCaller = await loginAs(stack, admin.email, { browser: 'admin' });
    opsCaller = await loginAs(stack, ops.email, { browser: 'ops' });
    await loginAs(stack, learner.email, { browser: 'learner' });
  });
  afterAll(() => stack?.close());

  it('refuses learners, officers and anonymous callers; mails are admin’s alone', async () => {
    const student = await loginAs(stack, secondLearner.email);
    const officer = await loginAs(stack, tpo.email);
    for (const caller of [student, officer]) {
      expect(errorCodes(await caller.graphql(StaffMessagesDocument, {}))).toEqual(['FORBIDDEN']);
      const send = await caller.graphql(SendMessageDocument, { input: compose({ audience: { roleId: 5 } }) });
      expect(errorCodes(send)).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await stack.graphql(StaffMessagesDocument, {}))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await opsCaller.graphql(StaffMessagesDocument, { kind: 'MAIL' }))).toEqual([
      'FORBIDDEN',
    ]);
    const mail = compose({ kind: 'MAIL', audience: { partyIds: [learner.partyId] } });
    expect(errorCodes(await opsCaller.graphql(SendMessageDocument, { input: mail }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await opsCaller.graphql(SaveMessageDraftDocument, { input: mail }))).toEqual([
      'FORBIDDEN',
    ]);
  });

  it('sends an alert to a filter: the learner’s open socket hears it, the list counts it, the log has it', async () => {
    const feed = await subscribe(stack.gatewayUrl, InboxItemAddedDocument, {
      cookies: stack.cookiesOf('learner'),
    });
    try {
      const input = compose({
        subject: 'Exam on Friday',
        audience: { partyIds: [learner.partyId, admin.partyId] },
      });
      const sent = (await adminCaller.data(SendMessageDocument, { input })).sendMessage;
      expect(sent.userErrors).toEqual([]);
      // Alerts go to learners only: the admin named among the party ids is not a recipient.
      expect(sent.message).toMatchObject({ status: 'SENT', kind: 'ALERT', recipientsCount: 1 });
      const event = await feed.next();
      expect(event.inboxItemAdded.alert?.alertName).toBe('Exam on Friday');

      const list = (await opsCaller.data(StaffMessagesDocument, { status: 'SENT' })).staffMessages;
      expect(list.rows.map((row) => row.messageId)).toContain(sent.message!.messageId);
      const log = (
        await adminCaller.data(StaffAuditLogDocument, {
          entityType: 'message',
          entityId: String(sent.message!.messageId),
        })
      ).staffAuditLog;
      expect(log.rows[0]).toMatchObject({ action: 'message.send', actorPartyId: admin.partyId });
    } finally {
      await feed.close();
    }
  });

  it('saves a draft, resumes it, updates it and sends it once', async () => {
    const first = (
      await opsCaller.data(SaveMessageDraftDocument, {
        input: compose({ kind: 'MESSAGE', subject: 'Draft one', body: '', audience: {} }),
      })
    ).saveMessageDraft;
    expect(first.userErrors).toEqual([]);
    const messageId = first.message!.messageId;
    const resumed = (await opsCaller.data(StaffMessageDocument, { messageId })).staffMessage;
    expect(resumed).toMatchObject({ status: 'DRAFT', subject: 'Draft one', kind: 'MESSAGE' });

    const input = compose({
      messageId,
      kind: 'MESSAGE',
      subject: 'Draft two',
      audience: { roleId: RoleId.LEARNER },
    });
    const updated = (await opsCaller.data(SaveMessageDraftDocument, { input })).saveMessageDraft;
    expect(updated.message).toMatchObject({ messageId, subject: 'Draft two', status: 'DRAFT' });
    const sent = (await opsCaller.data(SendMessageDocument, { input })).sendMessage;
    expect(sent.message).toMatchObject({ messageId, status: 'SENT' });
    expect(sent.message!.recipientsCount).toBeGreaterThan(1);
    const again = (await opsCaller.data(SendMessageDocument, { input })).sendMessage;
    expect(again.userErrors).toEqual([
      expect.objectContaining({ code: 'MESSAGE_ALREADY_SENT', field: 'input.messageId' }),
    ]);
  });

  it('skips learners who unsubscribed from mails and tells the sender how many and why', async () => {
    await stack.restDb.execute(
      sql`update users set unsubscribed_at = now(), unsubscribe_reason = 'Too many mails' where party_id = ${secondLearner.partyId}`,
    );
    const input = compose({
      kind: 'MAIL',
      subject: 'New batch starts Monday',
      audience: { partyIds: [learner.partyId, secondLearner.partyId] },
    });
    const sent = (await adminCaller.data(SendMessageDocument, { input })).sendMessage;
    expect(sent.message).toMatchObject({
      recipientsCount: 1,
      skipped: [{ reason: 'UNSUBSCRIBED', count: 1 }],
      summary: 'Sent to 1 recipient. Skipped 1 unsubscribed from mails.',
    });
    const outbox = await stack.rows<{ recipient: string }>(
      sql`select recipient from outbox_messages where subject = 'New batch starts Monday'`,
    );
    expect(outbox.map((row) => row.recipient)).toEqual([learner.email]);
    const mails = (await adminCaller.data(StaffMessagesDocument, { kind: 'MAIL' })).staffMessages;
    expect(mails.rows[0]).toMatchObject({ subject: 'New batch starts Monday', recipientsCount: 1 });
  });

  it('answers bad input with clear messages on their fields, never a server error', async () => {
    const blank = (await adminCaller.data(SendMessageDocument, { input: compose({ subject: '  ' }) }))
      .sendMessage;
    expect(blank.userErrors).toEqual([
      { code: 'VALIDATION_FAILED', field: 'input.subject', message: MessagingMessage.SUBJECT_REQUIRED },
    ]);
    const nobody = (await adminCaller.data(SendMessageDocument, { input: compose({ audience: {} }) }))
      .sendMessage;
    expect(nobody.userErrors[0]).toMatchObject({ message: MessagingMessage.AUDIENCE_REQUIRED });
    const unknown = (
      await adminCaller.data(SendMessageDocument, {
        input: compose({ audience: { partyIds: [999_999_999] } }),
      })
    ).sendMessage;
    expect(unknown.userErrors[0]).toMatchObject({ code: 'MESSAGE_NO_RECIPIENTS', field: 'input.audience' });
    const gone = (
      await adminCaller.data(SaveMessageDraftDocument, { input: compose({ messageId: 999_999 }) })
    ).saveMessageDraft;
    expect(gone.userErrors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'input.messageId' });
    expect(errorCodes(await adminCaller.graphql(StaffMessagesDocument, { limit: 1000 }))).toEqual([
      'BAD_USER_INPUT',
    ]);
  });
});

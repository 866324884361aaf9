import { ReasonCode } from '@finx/domain';
import { LOAD_LEARNERS } from '@finx/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ForgotPasswordDocument,
  SubmitCorporateEnquiryDocument,
  SubmitFeedbackDocument,
} from '../../client/src/graphql/generated/graphql';
import { dataOf } from '../src/harness/expect';
import { startStack, type Stack } from '../src/harness/stack';

// Issue 25 item 5 through the real gateway and rest-api, on the default limits: mail-sending and anonymous
// writes are counted per client address and per account, and a refusal is data with a clear message.

/** The defaults of MAIL_LIMIT_PER_ACCOUNT, MAIL_LIMIT_PER_ADDRESS and PUBLIC_WRITE_LIMIT_PER_ADDRESS. */
const MAILS_PER_ACCOUNT = 3;
const MAILS_PER_ADDRESS = 10;
const WRITES_PER_ADDRESS = 10;

const refusal = {
  code: ReasonCode.RATE_LIMITED,
  field: null,
  message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/),
};

let stack: Stack;

beforeAll(async () => {
  // The gateway believes this host's X-Forwarded-For, so each test comes from addresses of its own.
  stack = await startStack({ gatewayEnv: { TRUST_PROXY: 'loopback' } });
}, 180_000);
afterAll(() => stack?.close());

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

const mailsTo = async (email: string): Promise<number> => {
  const outbox = (await (await fetch(`${stack.gatewayUrl}/dev/outbox?to=${email}`)).json()) as unknown[];
  return outbox.length;
};

const forgot = async (email: string, address: string) =>
  dataOf(await stack.graphql(ForgotPasswordDocument, { email }, from(address))).forgotPassword;

describe('forgotPassword (issue 25 item 5)', () => {
  it('sends one account at most MAIL_LIMIT_PER_ACCOUNT reset mails; the other calls get the message', async () => {
    const { email } = LOAD_LEARNERS[0]!;
    // 30 at once, as the outside test sent them (0.86 s): the count must hold under concurrency too.
    const answers = await Promise.all(Array.from({ length: 30 }, () => forgot(email, '198.51.100.1')));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(MAILS_PER_ACCOUNT);
    for (const answer of answers.filter((one) => !one.ok)) expect(answer.userErrors).toEqual([refusal]);
    expect(await mailsTo(email)).toBe(MAILS_PER_ACCOUNT);

    // The account's budget is spent wherever the next request comes from, and no mail goes out.
    expect(await forgot(email, '198.51.100.2')).toEqual({ ok: false, userErrors: [refusal] });
    expect(await mailsTo(email)).toBe(MAILS_PER_ACCOUNT);
  });

  it('answers one address at most MAIL_LIMIT_PER_ADDRESS times, known accounts or not', async () => {
    const emails = Array.from({ length: 30 }, (_, n) => `nobody${n}@finx.demo`);
    emails[3] = LOAD_LEARNERS[1]!.email;
    emails[20] = LOAD_LEARNERS[2]!.email;
    const answers: { ok: boolean }[] = [];
    for (const email of emails) answers.push(await forgot(email, '198.51.100.3'));
    expect(answers.map((answer) => answer.ok)).toEqual(emails.map((_, n) => n < MAILS_PER_ADDRESS));
    expect(await mailsTo(LOAD_LEARNERS[1]!.email)).toBe(1);
    // Refused before anything was looked up: the known account past the limit got no mail.
    expect(await mailsTo(LOAD_LEARNERS[2]!.email)).toBe(0);
    // Another address still has its own budget.
    expect(await forgot(LOAD_LEARNERS[2]!.email, '198.51.100.4')).toEqual({ ok: true, userErrors: [] });
  });
});

describe('anonymous writes (issue 25 item 5)', () => {
  const enquiry = {
    companyName: 'Harbour Bank',
    contactName: 'Meera Iyer',
    email: 'meera@harbourbank.example',
    phone: '9820011223',
    message: 'We want ten analysts for our Mumbai office.',
  };
  const submit = async (address: string) =>
    dataOf(await stack.graphql(SubmitCorporateEnquiryDocument, { input: enquiry }, from(address)))
      .submitCorporateEnquiry;

  it('takes PUBLIC_WRITE_LIMIT_PER_ADDRESS corporate enquiries from one address, then refuses with the message', async () => {
    const answers = [];
    for (let n = 0; n < 40; n++) answers.push(await submit('203.0.113.7'));
    const accepted = answers.filter((answer) => answer.userErrors.length === 0);
    expect(accepted).toHaveLength(WRITES_PER_ADDRESS);
    expect(accepted.every((answer) => answer.enquiry !== null)).toBe(true);
    for (const answer of answers.slice(WRITES_PER_ADDRESS)) {
      expect(answer).toEqual({ enquiry: null, userErrors: [refusal] });
    }
    // Someone else is not affected.
    expect((await submit('203.0.113.8')).userErrors).toEqual([]);
  });

  it('counts feedback per address, apart from enquiries', async () => {
    const { email, partyId } = LOAD_LEARNERS[3]!;
    const input = { emailId: email, partyId, rank: 5, feedbackMsg: 'Good' };
    const send = async () =>
      dataOf(await stack.graphql(SubmitFeedbackDocument, { input }, from('203.0.113.7'))).submitFeedback;
    for (let n = 0; n < WRITES_PER_ADDRESS; n++) expect(await send()).toEqual({ ok: true, userErrors: [] });
    expect(await send()).toEqual({ ok: false, userErrors: [refusal] });
  });
});

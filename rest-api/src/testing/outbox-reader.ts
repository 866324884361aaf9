import { type OutboxMessageView, RestPath } from '@finx/domain';
import type { RestTestClient } from './rest-test-client';

/** The outbox for one recipient through the development route, newest first. */
export const readOutbox = async (client: RestTestClient, to: string): Promise<OutboxMessageView[]> => {
  const response = await client.get<never, OutboxMessageView>(RestPath.DEV_OUTBOX, { query: { to } });
  return response.body.responseListObject ?? [];
};

/** The code of the newest OTP SMS sent to a mobile number; throws when there is none. */
export const readLatestOtp = async (client: RestTestClient, mobile: string): Promise<string> => {
  const sms = (await readOutbox(client, mobile)).find((message) => message.channel === 'SMS');
  const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP SMS found for ${mobile}`);
  return code;
};

import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { pino } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { OutboxRepository } from './outbox.repository';

export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  /** An e-mail address, or a 10-digit mobile number for SMS. */
  recipient: string;
  subject?: string;
  body: string;
  /** The spec's template ids (`000 §9`: verification 108, e-mail OTP 7005). */
  templateId?: number;
}

export interface Messenger {
  /**
   * Records the message in the outbox, then hands it to the configured provider. Resolves once the
   * outbox row exists; provider failures are logged and stamped on the row, never thrown.
   */
  send(message: OutgoingMessage): Promise<void>;
  /** As `send` for each message, with their outbox rows written in one statement (a bulk upload's batch). */
  sendAll(messages: readonly OutgoingMessage[]): Promise<void>;
}

/** Delivers one message through a real provider; throws on failure. */
export type Delivery = (message: OutgoingMessage) => Promise<void>;

const SMS_TIMEOUT_MS = 5_000;

const smtpDelivery = (smtpUrl: string, from: string): Delivery => {
  const transport = createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({
      from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
    });
  };
};

/** A plain JSON POST; the provider's contract is `{ to, countryCode, message }` with a bearer key. */
const httpSmsDelivery = (smsUrl: string, apiKey: string | undefined): Delivery => {
  return async (message) => {
    const response = await fetch(smsUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({ to: message.recipient, countryCode: '91', message: message.body }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    await response.body?.cancel();
  };
};

export interface MessengerProviders {
  email?: Delivery;
  sms?: Delivery;
}

/** The providers the configuration names; none means the outbox is the end of the line. */
export const providersFrom = (messaging: Config['messaging']): MessengerProviders => ({
  email: messaging.smtpUrl ? smtpDelivery(messaging.smtpUrl, messaging.mailFrom) : undefined,
  sms: messaging.smsUrl ? httpSmsDelivery(messaging.smsUrl, messaging.smsApiKey) : undefined,
});

/**
 * The outbox is written first, always: it is the record of what was sent and the development mailbox.
 * Delivery then runs in the background so a slow or broken provider never holds up or fails the
 * request that triggered the message.
 */
export const createMessenger = (
  config: Pick<Config, 'messaging'>,
  db: Database,
  log: FastifyBaseLogger = pino({ level: 'silent' }),
  providers: MessengerProviders = providersFrom(config.messaging),
): Messenger => {
  const outbox = new OutboxRepository(db);
  const deliverLater = (message: OutgoingMessage, id: number | null): void => {
    const deliver = message.channel === 'EMAIL' ? providers.email : providers.sms;
    if (!deliver || id === null) return;
    void deliver(message).then(
      () => stamp(outbox, id, { sentAt: new Date() }, log),
      (error: unknown) => {
        log.warn({ err: error, outboxId: id, channel: message.channel }, 'message delivery failed');
        return stamp(outbox, id, { providerError: String(error).slice(0, 500) }, log);
      },
    );
  };
  const row = (message: OutgoingMessage) => ({
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? null,
    body: message.body,
    templateId: message.templateId ?? null,
  });
  return {
    async send(message) {
      deliverLater(message, await outbox.append(row(message)));
    },
    async sendAll(messages) {
      const ids = await outbox.appendAll(messages.map(row));
      messages.forEach((message, index) => deliverLater(message, ids[index] ?? null));
    },
  };
};

const stamp = async (
  outbox: OutboxRepository,
  id: number,
  values: { sentAt?: Date; providerError?: string },
  log: FastifyBaseLogger,
): Promise<void> => {
  try {
    await outbox.stamp(id, values);
  } catch (error) {
    // The database may be closing (shutdown right after a send); the delivery itself already happened.
    log.warn({ err: error, outboxId: id }, 'could not record message delivery');
  }
};

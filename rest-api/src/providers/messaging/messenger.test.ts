import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import { outboxMessages } from '../../db/schema/outbox';
import { createMessenger, providersFrom } from './messenger';
import { OutboxRepository } from './outbox.repository';

let handle: DatabaseHandle;
const config = loadConfig({ DATA_DIR: 'memory://' });

beforeAll(async () => {
  handle = await createDatabase(config);
  await handle.migrate();
}, 60_000);
afterAll(() => handle?.close());

const rowsFor = (recipient: string) =>
  handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));

describe('createMessenger', () => {
  it('writes the outbox row and stops there without providers', async () => {
    await createMessenger(config, handle.db).send({
      channel: 'EMAIL',
      recipient: 'a@finx.demo',
      subject: 'Hi',
      body: 'Hello',
      templateId: 108,
    });
    const [row] = await rowsFor('a@finx.demo');
    expect(row).toMatchObject({
      channel: 'EMAIL',
      subject: 'Hi',
      body: 'Hello',
      templateId: 108,
      sentAt: null,
    });
    expect(providersFrom(config.messaging)).toEqual({ email: undefined, sms: undefined });
  });

  it('stamps sent_at after a provider delivers', async () => {
    const sms = vi.fn(async () => {});
    await createMessenger(config, handle.db, undefined, { sms }).send({
      channel: 'SMS',
      recipient: '9333333333',
      body: '1234 is your OTP',
    });
    expect(sms).toHaveBeenCalledOnce();
    await vi.waitFor(async () => expect((await rowsFor('9333333333'))[0]?.sentAt).toBeInstanceOf(Date));
  });

  it('never fails the caller when the provider fails; the error is stamped on the row', async () => {
    const email = vi.fn(async () => {
      throw new Error('SMTP down');
    });
    await expect(
      createMessenger(config, handle.db, undefined, { email }).send({
        channel: 'EMAIL',
        recipient: 'b@finx.demo',
        body: 'x',
      }),
    ).resolves.toBeUndefined();
    await vi.waitFor(async () =>
      expect((await rowsFor('b@finx.demo'))[0]?.providerError).toContain('SMTP down'),
    );
  });

  it('configures SMTP and the HTTP SMS provider from the environment', () => {
    const configured = loadConfig({ SMTP_URL: 'smtp://localhost:2525', SMS_URL: 'http://127.0.0.1:9/sms' });
    const providers = providersFrom(configured.messaging);
    expect(typeof providers.email).toBe('function');
    expect(typeof providers.sms).toBe('function');
  });

  it('lists a recipient’s messages newest first', async () => {
    const messenger = createMessenger(config, handle.db);
    await messenger.send({ channel: 'SMS', recipient: '9444444444', body: 'first' });
    await messenger.send({ channel: 'SMS', recipient: '9444444444', body: 'second' });
    const list = await new OutboxRepository(handle.db).latestFor('9444444444');
    expect(list.map((message) => message.body)).toEqual(['second', 'first']);
    expect(list[0]).toMatchObject({ to: '9444444444', channel: 'SMS', subject: null });
  });
});

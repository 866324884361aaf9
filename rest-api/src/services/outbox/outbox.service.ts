import type { OutboxEntry, OutboxRepository } from '../../providers/messaging/outbox.repository';

/**
 * Reads the outbox the messenger writes. Its repository is the messaging provider's: the table is the
 * messenger's record of what it sent, this feature only shows it.
 */
export class OutboxService {
  constructor(private readonly outbox: OutboxRepository) {}

  /** E-mail addresses are stored lower-case; mobile numbers are digits either way. */
  sentTo(recipient: string): Promise<OutboxEntry[]> {
    return this.outbox.latestFor(recipient.toLowerCase());
  }
}

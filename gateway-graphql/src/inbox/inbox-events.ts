import { EventEmitter, on } from 'node:events';
import type { Alert, Notification } from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A new alert or message for one learner, in the REST contract's shape (it crosses processes as JSON). */
export interface InboxEvent {
  partyId: number;
  alert: Alert | null;
  notification: Notification | null;
}

/**
 * New alerts and messages on their way to the learners' open browsers. In process when REDIS_URL is
 * not set; with it, every event goes through one Redis channel, so a subscriber on any replica hears
 * an alert sent through another.
 */
export interface InboxEvents {
  publish(event: InboxEvent): Promise<void>;
  /** The party's events from now on; `return()` on the iterator unsubscribes. */
  subscribe(partyId: number): AsyncIterableIterator<InboxEvent>;
  close(): Promise<void>;
}

const topic = (partyId: number) => `party:${partyId}`;

const isInboxEvent = (value: unknown): value is InboxEvent =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as InboxEvent).partyId) &&
  ((value as InboxEvent).alert !== null || (value as InboxEvent).notification !== null);

/** Delivery inside this process: one emitter topic per party, so a learner hears only their own. */
class LocalFanOut {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open subscription; the default limit of 10 would warn at the eleventh tab.
    this.emitter.setMaxListeners(0);
  }

  deliver(event: InboxEvent): void {
    this.emitter.emit(topic(event.partyId), event);
  }

  /**
   * Wraps `events.on`, whose `return()` ends a pending `next()` at once; an async generator would hold
   * its listener until the next event arrived.
   */
  subscribe(partyId: number): AsyncIterableIterator<InboxEvent> {
    const inner = on(this.emitter, topic(partyId));
    const iterator: AsyncIterableIterator<InboxEvent> = {
      next: async () => {
        const result = await inner.next();
        return result.done
          ? { done: true, value: undefined }
          : { done: false, value: (result.value as [InboxEvent])[0] };
      },
      return: async () => {
        await inner.return?.();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }
}

class MemoryInboxEvents implements InboxEvents {
  private readonly local = new LocalFanOut();

  async publish(event: InboxEvent): Promise<void> {
    this.local.deliver(event);
  }

  subscribe(partyId: number): AsyncIterableIterator<InboxEvent> {
    return this.local.subscribe(partyId);
  }

  async close(): Promise<void> {}
}

/** Every replica subscribes to one channel and delivers to its own connections only. */
class RedisInboxEvents implements InboxEvents {
  private readonly local = new LocalFanOut();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    private readonly channel: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    // A connection in subscriber mode can do nothing else, hence the second one.
    this.subscriber = new Redis(url, { lazyConnect: true });
  }

  async connect(): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (_channel: string, message: string) => {
      try {
        const event: unknown = JSON.parse(message);
        if (isInboxEvent(event)) this.local.deliver(event);
      } catch (error) {
        this.log.warn({ err: error }, 'unreadable inbox event');
      }
    });
    await this.subscriber.subscribe(this.channel);
  }

  async publish(event: InboxEvent): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(event));
  }

  subscribe(partyId: number): AsyncIterableIterator<InboxEvent> {
    return this.local.subscribe(partyId);
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.subscriber, this.publisher].map((redis) => redis.quit().catch(() => redis.disconnect())),
    );
  }
}

/**
 * Announces the items a REST write has already committed (a job move's alert, a candidate's message).
 * A failed announcement is logged, not thrown: the learner still finds the item on reload, while an
 * error would tell staff their change failed and invite them to repeat it (a second move).
 */
export async function announceDelivered(
  events: InboxEvents,
  delivered: readonly InboxEvent[] | undefined,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  for (const { partyId, alert, notification } of delivered ?? []) {
    try {
      await events.publish({ partyId, alert, notification });
    } catch (error) {
      log.warn({ err: error, partyId }, 'inbox item not announced');
    }
  }
}

/** Delivery within this process only: one gateway, or a unit test. */
export const inProcessInboxEvents = (): InboxEvents => new MemoryInboxEvents();

/** Redis pub/sub when REDIS_URL is set (several replicas), else in process. */
export async function createInboxEvents(
  config: { redisUrl: string | undefined; inboxChannel: string },
  log: FastifyBaseLogger,
): Promise<InboxEvents> {
  if (!config.redisUrl) return inProcessInboxEvents();
  const events = new RedisInboxEvents(config.redisUrl, config.inboxChannel, log);
  await events.connect();
  return events;
}

import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_QUEUE_MAX_PAGE_SIZE,
  type NotificationQueueRow,
  NotificationQueueState,
  RestPath,
} from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '../../http/envelope';
import { documented } from '../../http/route-docs';
import { parseInput } from '../../http/validation';
import { ADMIN_OR_SYSOPS_ROLES } from '../../role-groups';
import type { NotificationQueueService } from './notification-queue.service';

const queueQuery = z.object({
  state: z.enum(Object.values(NotificationQueueState)).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  // An address or mobile number as stored: addresses lower-case.
  recipient: z.string().trim().toLowerCase().min(1).max(254).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_QUEUE_MAX_PAGE_SIZE).default(10),
});

/**
 * `001 §7` queue/notification: admin and SYSOPSADMIN alone, as mails are (/send-mail is admin's), since it
 * shows addresses.
 */
export const notificationQueueRoutes = (app: FastifyInstance, queue: NotificationQueueService): void => {
  app.get(
    RestPath.QUEUE_NOTIFICATION,
    documented({ config: { access: ADMIN_OR_SYSOPS_ROLES } }, { query: queueQuery }),
    async (request) => {
      const { rows, total } = await queue.list(parseInput(queueQuery, request.query));
      return okEnvelope<never, NotificationQueueRow>({ responseListObject: rows, totalRecords: total });
    },
  );
};

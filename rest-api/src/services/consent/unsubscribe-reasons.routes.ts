import { RestPath, UNSUBSCRIBE_REASONS } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../http/envelope';
import { documented, NO_INPUT } from '../../http/route-docs';

/** `001 §7` Notification unsubscribe reasons: the page's choices, for anyone holding a mail's link. */
export const unsubscribeReasonsRoutes = (app: FastifyInstance): void => {
  app.get(RestPath.UNSUBSCRIBE_REASONS, documented({ config: { access: 'public' } }, NO_INPUT), async () =>
    okEnvelope<never, string>({
      responseListObject: [...UNSUBSCRIBE_REASONS],
      totalRecords: UNSUBSCRIBE_REASONS.length,
    }),
  );
};

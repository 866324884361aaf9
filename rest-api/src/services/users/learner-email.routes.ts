import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { LearnerEmailService } from './learner-email.service';
import type { UsersService } from './users.service';

// Both travel encrypted (sensitive fields); the address's rule and messages are the domain's.
const emailBody = z.object({ studentPartyID: entityId, emailID: z.string().max(254) });

/** `001 §7` Admin email: staff change a learner's sign-in e-mail; answers the account as the user list shows it. */
export const learnerEmailRoutes = (
  app: FastifyInstance,
  emails: LearnerEmailService,
  users: Pick<UsersService, 'get'>,
): void => {
  app.post(
    RestPath.ADMIN_EMAIL,
    documented({ config: { access: STAFF_ROLES } }, { body: emailBody }),
    async (request) => {
      const actor = requireUser(request.caller);
      const body = parseInput(emailBody, request.body);
      const changed = await emails.change(actor, body.studentPartyID, body.emailID);
      return answer(changed.ok ? await users.get({ userId: changed.value.userId }) : changed);
    },
  );
};

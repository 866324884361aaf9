import { Header, RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { documented, NO_INPUT } from '../../http/route-docs';
import type { TokenService } from './token.service';

/**
 * `000 §7` token call (GET or POST). With a live user session it answers a fresh user token for that
 * session (the jti header was already rotated by the authentication hook); otherwise an anonymous token,
 * which the caller keeps as both token and jtitoken, so it is the jtitoken header too.
 *
 * SESSION (not in the spec): answers the caller's user id while the session is live and 401 once it has
 * ended (replaced by a login elsewhere, a password change, a logout). The authentication hook does the
 * work; the gateway's `viewer` asks it so a replaced browser is signed out at once.
 */
export const sessionRoutes = (app: FastifyInstance, tokens: TokenService): void => {
  app.route({
    method: ['GET', 'POST'],
    url: RestPath.JWT_TOKEN,
    config: { access: 'public', anonymousFallback: true, doc: NO_INPUT },
    handler: async (request, reply) => {
      const caller = request.caller;
      if (caller.kind === 'user') return okEnvelope({ responseObject: await tokens.signUser(caller) });
      const token = await tokens.signAnonymous();
      reply.header(Header.JTI, token);
      return okEnvelope({ responseObject: token });
    },
  });

  app.get(RestPath.SESSION, documented({ config: { access: 'user' } }, NO_INPUT), async (request) =>
    okEnvelope({ responseObject: { userId: requireUser(request.caller).userId } }),
  );
};

import { Header, ReasonCode, RestPath } from '@finx/domain';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { failEnvelope, HttpError, okEnvelope } from '../../http/envelope';
import { requireUser } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import type { AuthSessionRepository } from '../thor-token-management/auth-session.repository';
import type { LoginService } from './login.service';

// emailId arrives encrypted and is already clear here; userLoginName may carry the e-mail instead.
const loginBody = z
  .object({
    userLoginName: z.string().trim().optional(),
    emailId: z.string().trim().optional(),
    userPassword: z.string().min(1),
    role: z.string().optional(),
    reactiveConsent: z.boolean().optional(),
  })
  .refine((body) => Boolean(body.emailId || body.userLoginName), { path: ['emailId'] });

const logoutBody = z.object({
  userName: z.string().optional(),
  userId: z.coerce.number().int().optional(),
  role: z.string().optional(),
});

export interface LoginRoutesDeps {
  login: LoginService;
  sessions: AuthSessionRepository;
}

export const loginRoutes: FastifyPluginAsync<LoginRoutesDeps> = async (app, deps) => {
  app.post(RestPath.LOGIN, { config: { access: 'public' } }, async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const outcome = await deps.login.login({
      email: body.emailId || body.userLoginName || '',
      password: body.userPassword,
    });
    if (!outcome.ok) return failEnvelope(outcome.reasonCode, outcome.reasonText);
    reply.header(Header.JTI, outcome.jti);
    return okEnvelope({ responseObject: outcome.response });
  });

  app.post(RestPath.LOGOUT, { config: { access: 'user' } }, async (request, reply) => {
    const caller = requireUser(request.caller);
    const body = parseInput(logoutBody, request.body);
    // The body names the user for the spec's client; it must be the caller, not someone else's session.
    if (body.userId !== undefined && body.userId !== caller.userId)
      throw new HttpError(403, ReasonCode.FORBIDDEN);
    await deps.sessions.end(caller.sessionId);
    reply.removeHeader(Header.JTI);
    return okEnvelope();
  });
};

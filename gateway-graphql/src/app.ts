import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import { ReasonCode, ReasonMessage } from '@finx/domain';
import { guardSlowRequests, slowRequestServerOptions, traceLogFields } from '@finx/domain/server';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import { GraphQLError } from 'graphql';
import { GatewayErrorCode } from './errors/gateway-error';
import { pino } from 'pino';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { PARSE_OPTIONS, createArmor, noSubscriptions } from './http/armor';
import { registerClientAssets } from './http/client-static';
import { createPageAnswers } from './http/page-answers';
import { registerDevOutbox } from './http/dev-outbox';
import { createFormatError } from './http/format-error';
import { registerJsonDepthLimit } from './http/json-body.parser';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSubscriptions } from './http/subscriptions';
import { registerTelemetry } from './http/telemetry.hook';
import { oneSignInPerRequest } from './http/sign-in-limit';
import { createSources, registerModuleRoutes } from './modules';
import { createInboxEvents } from './inbox/inbox-events';
import { createRequestScope } from './modules/shared/request-scope';
import { buildGatewaySchema } from './schema';
import type { RequestSession } from './session/request-session';
import { SessionService, createSessionStore } from './session/session.service';
import type { Upstream } from './upstream/upstream';
import { UpstreamClient } from './upstream/upstream.client';

/** Larger GraphQL requests are refused with 413: the client's largest operation is a few kilobytes. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface Gateway {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** Builds the gateway (not listening yet): GraphQL at /graphql, health checks, the built client at `/`. */
export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const production = config.nodeEnv === 'production';
  const logger = pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    // With tracing on, each line names its trace and span (nothing is added when it is off).
    mixin: traceLogFields,
  });
  const app: FastifyInstance = Fastify({
    // Typed as Fastify's logger interface so the app has the plain FastifyInstance type plugins expect.
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients are cut (slowloris): the checking interval is fixed when the server is created.
    http: slowRequestServerOptions(config.slowRequests),
    requestTimeout: config.slowRequests.requestMs,
    // Forwarded headers only from TRUST_PROXY's peers (the load balancer): anyone else's X-Forwarded-For
    // would reset the per-address OTP limit, and their X-Forwarded-Host would choose where links lead.
    trustProxy: config.trustProxy,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  });

  guardSlowRequests(app.server, config.slowRequests);
  registerTelemetry(app, 'gateway');
  registerJsonDepthLimit(app);
  // First, so every answer carries them: pages, assets, /graphql, the payment pages, errors.
  await registerSecurityHeaders(app, { production, clientDistDir: config.clientDistDir });

  const store = await createSessionStore(config);
  const sessions = new SessionService(store, config.cookieSecure);
  const upstream: Upstream = new UpstreamClient(config, logger);
  const inboxEvents = await createInboxEvents(config, logger as FastifyBaseLogger);

  const armor = createArmor(production);
  const schema = await buildGatewaySchema();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: config.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: [noSubscriptions, ...armor.validationRules, oneSignInPerRequest],
    parseOptions: PARSE_OPTIONS,
    formatError: createFormatError(logger),
    logger,
    // GraphiQL is served from the built client (works offline); Apollo's landing page loads from a CDN.
    plugins: [...armor.plugins, ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  // Sources are built per request from the module list, so their loaders never outlive the request.
  const contextOf = (request: FastifyRequest, session: RequestSession): GatewayContext => {
    const scope = createRequestScope({ upstream, session, log: request.log, inboxEvents });
    return { requestId: String(request.id), session, sources: createSources(scope), log: request.log };
  };

  await app.register(fastifyCookie);
  const client = await registerClientAssets(app, config, sessions, createPageAnswers(apollo, contextOf));

  const handler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => contextOf(request, await sessions.resolve(request, reply)),
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    // A browser opening /graphql gets GraphiQL; every other request is GraphQL over HTTP.
    preHandler: async (request, reply) => {
      if (client.serveGraphiql(request, reply)) return reply;
    },
    handler,
  });

  // Subscriptions (new alerts and messages) over WebSocket on the same server and path.
  registerSubscriptions(app, {
    schema,
    sessions,
    upstream,
    inboxEvents,
    validationRules: armor.validationRules ?? [],
    log: logger as FastifyBaseLogger,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await upstream.healthy();
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', upstream: ready });
  });

  // The features' routes outside GraphQL: files up and down, the payment provider's callbacks and pages.
  registerModuleRoutes(app, { upstream, sessions });

  // The development mailbox; in production the route does not exist (404 like any unknown path).
  if (!production) registerDevOutbox(app, { upstream, sessions });

  // HTTP-level failures (body too large, unreadable JSON) answer in the GraphQL error shape the client reads.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({
        errors: [
          {
            message: ReasonMessage.PAYLOAD_TOO_LARGE,
            extensions: { code: 'PAYLOAD_TOO_LARGE', reasonCode: ReasonCode.PAYLOAD_TOO_LARGE },
          },
        ],
      });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ errors: [{ message: error.message, extensions: { code: 'BAD_REQUEST' } }] });
    }
    // The session store unreachable on a route outside GraphQL (uploads, payment pages): typed, 503.
    if (error instanceof GraphQLError && error.extensions.code === GatewayErrorCode.UPSTREAM_UNAVAILABLE) {
      request.log.warn({ err: error.originalError ?? error }, 'request failed: a dependency is unavailable');
      return reply.code(503).send({ errors: [{ message: error.message, extensions: error.extensions }] });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({
      errors: [
        {
          message: ReasonMessage.INTERNAL,
          extensions: { code: 'INTERNAL_SERVER_ERROR', reasonCode: ReasonCode.INTERNAL },
        },
      ],
    });
  });

  app.addHook('onClose', async () => {
    await apollo.stop();
    await upstream.close();
    await store.close();
    await inboxEvents.close();
  });

  return { app, close: () => app.close() };
}

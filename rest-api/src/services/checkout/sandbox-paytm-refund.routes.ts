import { RestPath } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { jsonNestsDeeperThan } from '@finx/domain/server';
import { tooDeep } from '../../http/input-guards.hook';
import { documented } from '../../http/route-docs';
import { REFUND_PATHS } from '../../providers/payments/paytm-refund-protocol';
import type { SandboxPaytmProvider } from '../../providers/payments/sandbox-paytm.provider';

const SIGNED_BODY = {
  contentType: 'application/json',
  description:
    'Paytm’s envelope `{ body, head: { signature } }`, the signature the checksum of the body as sent.',
};

/**
 * The sandbox's Refund and Refund Status APIs over HTTP, at Paytm's paths under the sandbox's page (a
 * Paytm provider whose host is `<origin>/sandbox-pay/paytm` refunds here). Only when no Paytm MID is
 * configured. The checksum covers the body's text, so in this plugin scope JSON stays a string.
 */
export const sandboxPaytmRefundRoutes = async (
  app: FastifyInstance,
  sandbox: SandboxPaytmProvider,
): Promise<void> => {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      // Kept as text, so the app's depth guard is applied here (the desk parses only what it verified).
      if (jsonNestsDeeperThan(body as string)) return done(tooDeep(), undefined);
      return done(null, body);
    });
    const options = documented(
      { config: { access: 'public' as const, fieldCipher: false as const } },
      {
        description: 'The sandbox’s stand-in for a Paytm refund call.',
        body: SIGNED_BODY,
        produces: {
          contentType: 'application/json',
          description: 'Paytm’s answer `{ body: { resultInfo, refId, refundId, … } }`, not the envelope.',
        },
      },
    );
    const raw = (body: unknown): string => (typeof body === 'string' ? body : '');
    scope.post(`${RestPath.SANDBOX_PAYTM}${REFUND_PATHS.apply}`, options, async (request) =>
      sandbox.refunds.apply(raw(request.body)),
    );
    scope.post(`${RestPath.SANDBOX_PAYTM}${REFUND_PATHS.status}`, options, async (request) =>
      sandbox.refunds.status(raw(request.body)),
    );
  });
};

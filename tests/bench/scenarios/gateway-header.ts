// (a) The learner header through the gateway: one GraphQL request carrying the session cookie.
import { LOAD_LEARNERS } from '@finx/rest-api';
import { gatewayLogin } from './gateway-login';
import { benchSettings, learnerFor, measure } from './measure';

const query = `query LearnerHeaderBench {
  learnerHeader { id cartCount wishlistCount alertCount notificationCount
    latestAlerts { id alertName alertStartDateTime }
    latestNotifications { id emailSubjectText deliveryDate } }
}`;

export const gatewayHeader = async (gatewayUrl: string) => {
  // One session per connection, like the REST scenario, each of its own learner: one person has one
  // live session (SM-07), so a second login of the same learner would be asked to log the first out.
  // A request takes an idle session and gives it back with its answer, so no two requests in flight
  // share a session, as no two reads of one browser tab's header do.
  const idle: string[] = [];
  for (let i = 0; i < benchSettings.connections; i++) {
    idle.push(await gatewayLogin(gatewayUrl, learnerFor(i, LOAD_LEARNERS).email));
  }
  type Context = { cookie?: string };
  // A GraphQL failure answers 200 with `errors`: counted, so a broken header cannot pass for a fast one.
  let failed = 0;
  const figures = await measure('gateway: learner header, one GraphQL request', {
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    requests: [
      {
        setupRequest: (request, context: Context) => {
          context.cookie = idle.pop()!;
          request.headers = { ...request.headers, cookie: context.cookie };
          return request;
        },
        onResponse: (_status, body, context: Context) => {
          if (!body.includes('"learnerHeader":{')) failed++;
          idle.push(context.cookie!);
        },
      },
    ],
  });
  return { ...figures, errors: figures.errors + failed };
};

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
  const cookies: string[] = [];
  for (let i = 0; i < benchSettings.connections; i++) {
    cookies.push(await gatewayLogin(gatewayUrl, learnerFor(i, LOAD_LEARNERS).email));
  }
  let next = 0;
  return measure('gateway: learner header, one GraphQL request', {
    url: `${gatewayUrl}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    requests: [
      {
        setupRequest: (request) => {
          request.headers = { ...request.headers, cookie: cookies[next++ % cookies.length]! };
          return request;
        },
      },
    ],
  });
};

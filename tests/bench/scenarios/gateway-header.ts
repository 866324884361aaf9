// (a) The learner header through the gateway: one GraphQL request carrying the session cookie.
import { benchSettings, measure } from './measure';

const query = `query LearnerHeaderBench {
  learnerHeader { id cartCount wishlistCount alertCount notificationCount
    latestAlerts { id alertName alertStartDateTime }
    latestNotifications { id emailSubjectText deliveryDate } }
}`;

const login = async (gatewayUrl: string): Promise<string> => {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { viewer { id } userErrors { code } } }',
      variables: { input: { username: 'learner@finx.demo', password: 'Demo@1234' } },
    }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`gateway login failed: ${await response.text()}`);
  return cookie;
};

export const gatewayHeader = async (gatewayUrl: string) => {
  // One session per connection, like the REST scenario: a browser tab per connection.
  const cookies: string[] = [];
  for (let i = 0; i < benchSettings.connections; i++) cookies.push(await login(gatewayUrl));
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

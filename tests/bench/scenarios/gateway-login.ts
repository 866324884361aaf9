/** Signs a load learner in through the gateway and answers the session cookie. */
export const gatewayLogin = async (gatewayUrl: string, email: string): Promise<string> => {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { viewer { id } userErrors { code } } }',
      variables: { input: { username: email, password: 'Demo@1234' } },
    }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`gateway login failed: ${await response.text()}`);
  return cookie;
};

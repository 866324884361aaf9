// Monaco needs its language workers registered before GraphiQL mounts; this is graphiql 5's Vite setup.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

/**
 * Same origin as the gateway, so the session cookie goes along (`credentials: 'include'` also covers
 * a dev server on another port). JSON POSTs pass the gateway's CSRF prevention.
 */
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      ...(options?.headers as Record<string, string> | undefined),
      'content-type': 'application/json',
    },
    body: JSON.stringify(params),
  });
  return response.json();
};

const container = document.getElementById('graphiql');
if (!container) throw new Error('graphiql.html must contain #graphiql');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultEditorToolsVisibility="variables" />
  </StrictMode>,
);

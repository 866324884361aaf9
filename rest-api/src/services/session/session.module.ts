import { defineFeature } from '../feature-module';
import { sessionRoutes } from './session.routes';

/**
 * Tokens and server sessions (`000 §7` jwt-token, jti rotation). The token and session services are
 * shared infrastructure (the authentication hook and every sign-in use them): app.ts builds them once.
 */
export const sessionModule = defineFeature({
  name: 'session',
  register: async (app, { tokens }) => sessionRoutes(app, tokens),
});

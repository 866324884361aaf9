import { defineFeature } from '../feature-module';
import { HealthRepository } from './health.repository';
import { healthRoutes } from './health.routes';
import { HealthService } from './health.service';

export const healthModule = defineFeature({
  name: 'health',
  register: async (app, { db }) => healthRoutes(app, new HealthService(new HealthRepository(db))),
});

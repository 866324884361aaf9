import { defineFeature } from '../feature-module';
import { GdpiRepository } from './gdpi.repository';
import { gdpiRoutes } from './gdpi.routes';
import { GdpiService } from './gdpi.service';

/** Learners' GD/PI statuses (issue 14 item 2): the /gdpi list; the file comes in through uploads. */
export const gdpiModule = defineFeature({
  name: 'gdpi',
  register: async (app, infrastructure) => {
    gdpiRoutes(app, new GdpiService(new GdpiRepository(infrastructure.db)));
  },
});

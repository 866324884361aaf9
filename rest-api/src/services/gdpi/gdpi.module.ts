import { defineFeature, type Infrastructure } from '../feature-module';
import { GdpiRepository } from './gdpi.repository';
import { gdpiRoutes } from './gdpi.routes';
import { GdpiService } from './gdpi.service';

/** The statuses' writer, for the GDPI bulk file (uploads). */
export const createGdpiRepository = (infrastructure: Infrastructure): GdpiRepository =>
  new GdpiRepository(infrastructure.db);

/** Learners' GD/PI statuses (issue 14 item 2): the /gdpi list; the file comes in through uploads. */
export const gdpiModule = defineFeature({
  name: 'gdpi',
  register: async (app, infrastructure) => {
    gdpiRoutes(app, new GdpiService(new GdpiRepository(infrastructure.db)));
  },
});

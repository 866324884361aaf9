import { defineFeature } from '../feature-module';
import { TourRepository } from './tour.repository';
import { tourRoutes } from './tour.routes';
import { TourService } from './tour.service';

/** The product tour's completed flag. */
export const tourModule = defineFeature({
  name: 'tour',
  register: async (app, { db }) => tourRoutes(app, new TourService(new TourRepository(db))),
});

import { defineModule } from '../module';
import { VideosResolver } from './videos.resolver';
import { VideosSource } from './videos.source';
import { registerVideosRoutes } from './videos.routes';

/** Staff video files: details and preview here, the upload on its HTTP route (videos.routes.ts). */
export const videosModule = defineModule({
  name: 'videos',
  resolvers: [VideosResolver],
  createSources: (scope) => ({ videos: new VideosSource(scope) }),
  routes: registerVideosRoutes,
});

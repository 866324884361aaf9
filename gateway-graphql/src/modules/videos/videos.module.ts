import { defineModule } from '../module';
import { VideosResolver } from './videos.resolver';
import { VideosSource } from './videos.source';

/** Staff video files: details and preview here, the upload on the HTTP route (http/video-upload-route.ts). */
export const videosModule = defineModule({
  name: 'videos',
  resolvers: [VideosResolver],
  createSources: (scope) => ({ videos: new VideosSource(scope) }),
});

import { RestPath, type StaffVideoDetails, VIDEO_MAX_BYTES, type WatermarkedVideo } from '@finx/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answer } from '../../http/answer';
import { requireUser } from '../../http/route-access';
import { documented } from '../../http/route-docs';
import { entityId, parseInput } from '../../http/validation';
import { STAFF_ROLES } from '../../role-groups';
import type { VideosService } from './videos.service';

const detailsQuery = z.object({ productID: entityId });
const saveBody = z.object({
  productID: entityId,
  fileName: z.string().max(1000).default(''),
  content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

/**
 * Room for the base64 of a file somewhat over the limit, so a slightly large file hears VIDEO_TOO_LARGE
 * from the service; anything far over is cut off by Fastify (413) unread.
 */
const SAVE_BODY_LIMIT = Math.ceil(((VIDEO_MAX_BYTES + 1024 * 1024) * 4) / 3);

/** `001 §7` video/save and video/getdetailsonid: a video product's file, admin or ops only. */
export const videosRoutes = (app: FastifyInstance, videos: VideosService): void => {
  const staff = { config: { access: STAFF_ROLES } };

  app.get(RestPath.VIDEO_DETAILS, documented(staff, { query: detailsQuery }), async (request) => {
    const caller = requireUser(request.caller);
    return answer<StaffVideoDetails>(
      await videos.details(caller, parseInput(detailsQuery, request.query).productID),
    );
  });

  // `001 §7` Admin watermarked-video: the file signed for the viewer, with the label naming them.
  app.get(RestPath.WATERMARKED_VIDEO, documented(staff, { query: detailsQuery }), async (request) => {
    const caller = requireUser(request.caller);
    return answer<WatermarkedVideo>(
      await videos.watermarked(caller, parseInput(detailsQuery, request.query).productID),
    );
  });

  app.post(
    RestPath.VIDEO_SAVE,
    documented({ ...staff, bodyLimit: SAVE_BODY_LIMIT }, { body: saveBody }),
    async (request) => {
      const caller = requireUser(request.caller);
      const body = parseInput(saveBody, request.body);
      return answer<StaffVideoDetails>(
        await videos.upload(caller, body.productID, { fileName: body.fileName, content: body.content }),
      );
    },
  );
};

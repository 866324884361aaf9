import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../shared/request-context';
import type { VideosSource } from './videos.source';
import { StaffVideo } from './videos.types';

type Context = RequestContext<{ videos: VideosSource }>;

/**
 * Staff video files (issue 13 item 2). The file itself is sent to `POST /documents/video-upload` (raw
 * bytes, like the learners' documents), not through GraphQL.
 */
@Resolver()
export class VideosResolver {
  @Authorized(RoleId.ADMIN, RoleId.OPS)
  @Query(() => StaffVideo, {
    nullable: true,
    description:
      'Staff: a video product’s file and a preview link; null for an unknown or non-video product.',
  })
  staffVideo(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
  ): Promise<StaffVideo | null> {
    return ctx.sources.videos.details(productId);
  }
}

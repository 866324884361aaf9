import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** A video product's current file (`001 §7` video/getdetailsonid). */
@ObjectType({ description: 'A video product’s file, as staff see it on /edit-video.' })
export class StaffVideo {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => Boolean, { description: 'Whether a file has been uploaded.' })
  hasFile!: boolean;

  @Field(() => String, { nullable: true, description: 'video/webm or video/mp4; null without a file.' })
  contentType!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A signed link (hours long, naming the staff member) to play the file; null without one.',
  })
  previewUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'What the player draws over the preview (`001 §7` watermarked-video): the staff member’s e-mail, party and the time the link was issued; null without a file.',
  })
  watermark!: string | null;
}

/** What the upload route (`POST /documents/video-upload`) answers. */
@ObjectType()
export class StaffVideoUploadPayload {
  @Field(() => StaffVideo, { nullable: true })
  video!: StaffVideo | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

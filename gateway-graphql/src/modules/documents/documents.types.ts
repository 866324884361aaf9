import { Field, ID, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** One of the learner's uploaded files. */
@ObjectType()
export class StudentDocument {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'RESUME, CERTIFICATE, ADMISSION_LETTER or OTHER.' })
  documentType!: string;

  @Field(() => String, { description: 'The type in words.' })
  documentTypeLabel!: string;

  @Field(() => String, {
    description: 'The name shown and offered on download; its extension is the content’s.',
  })
  fileName!: string;

  @Field(() => String, {
    description: 'What the bytes are, as the server judged them (not as the browser said).',
  })
  contentType!: string;

  @Field(() => Int)
  sizeBytes!: number;

  @Field(() => String, { description: 'ISO date-time of the upload.' })
  uploadedOn!: string;
}

/** A signed link to a file that works for a few minutes (getDocumentUrl). */
@ObjectType()
export class DocumentLinkPayload {
  @Field(() => String, { nullable: true, description: 'Open it to download; null when refused.' })
  url!: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date-time the link stops working.' })
  expiresAt!: string | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

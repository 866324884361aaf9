import { StudentSortField } from '@finx/domain';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(StudentSortField, {
  name: 'StudentSortField',
  description: 'The columns the Student Section sorts by (last modified by default).',
});

/** One learner in the Student Section (`001 §2` screen 9). */
@ObjectType()
export class StaffStudent {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'The student ID: the learner’s user id.' })
  studentId!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  mobile!: string | null;

  @Field(() => String, { nullable: true })
  gender!: string | null;

  @Field(() => String, { nullable: true, description: 'Where the registration came from.' })
  source!: string | null;

  @Field(() => String, { nullable: true })
  collegeName!: string | null;

  @Field(() => String, { description: 'ISO date-time of the sign-up.' })
  createdDate!: string;

  @Field(() => String, { description: 'ISO date-time of the last change to the account.' })
  modifiedDate!: string;

  @Field(() => ID, { nullable: true, description: 'The latest uploaded resume; null when there is none.' })
  resumeDocumentId!: string | null;
}

@ObjectType()
export class StaffStudentPage {
  @Field(() => [StaffStudent])
  rows!: StaffStudent[];

  @Field(() => Int)
  totalRecords!: number;
}

/** A selected student the zip left out, as they have no resume. */
@ObjectType()
export class SkippedStudent {
  @Field(() => Int)
  studentId!: number;

  @Field(() => String)
  fullName!: string;
}

/** resumeDownload and the document fetch in one: the zip's id and a link to it for a few minutes. */
@ObjectType()
export class ResumeZipPayload {
  @Field(() => ID, { nullable: true })
  documentId!: string | null;

  @Field(() => String, { nullable: true, description: 'Open it to download; null when refused.' })
  url!: string | null;

  @Field(() => Int, { description: 'How many resumes the zip holds.' })
  included!: number;

  @Field(() => [SkippedStudent])
  skipped!: SkippedStudent[];

  @Field(() => [UserError])
  userErrors!: UserError[];
}

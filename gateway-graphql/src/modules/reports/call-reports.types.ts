import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/** video/reportlist: a video product as staff report on it. */
@ObjectType()
export class VideoReportRow {
  @Field(() => ID, { description: 'The product id, as text.' })
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => Float, { description: 'Rupees, paise as decimals.' })
  productPrice!: number;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => Boolean, { description: "Whether the video's file has been uploaded." })
  hasFile!: boolean;

  @Field(() => Int, { description: 'Learners holding the video.' })
  buyers!: number;

  @Field(() => String, { nullable: true, description: 'ISO date-time of the latest enrolment.' })
  lastBoughtAt!: string | null;

  @Field(() => String, { description: 'ISO date-time.' })
  createdAt!: string;
}

@ObjectType()
export class VideoReportPage {
  @Field(() => [VideoReportRow])
  rows!: VideoReportRow[];

  @Field(() => Int)
  totalRecords!: number;
}

/** studentreport/course: one learner of a course, with their progress in it. */
@ObjectType()
export class CourseReportRow {
  @Field(() => ID, { description: 'The course and the learner, as text.' })
  id!: string;

  @Field(() => Int)
  studentPartyId!: number;

  @Field(() => String)
  studentName!: string;

  @Field(() => String)
  emailId!: string;

  @Field(() => String, { description: 'ORDER, OFFLINE, FREE, SEED or STAFF: how the course came.' })
  source!: string;

  @Field(() => String, { description: 'ISO date-time.' })
  enrolledAt!: string;

  @Field(() => String, { nullable: true, description: 'ISO date-time; null when unlimited.' })
  validUntil!: string | null;

  @Field(() => Int)
  lessonsDone!: number;

  @Field(() => Int)
  lessonsTotal!: number;

  @Field(() => Int, { description: "Whole percent of the course's lessons done." })
  progress!: number;

  @Field(() => String, { nullable: true, description: 'ISO date-time; null until completed.' })
  completedAt!: string | null;

  @Field(() => Int, { nullable: true, description: 'Null until scored.' })
  score!: number | null;
}

@ObjectType()
export class CourseReportPage {
  @Field(() => [CourseReportRow])
  rows!: CourseReportRow[];

  @Field(() => Int)
  totalRecords!: number;
}

/** sessionReport: one sign-in (a server session). */
@ObjectType()
export class SessionReportRow {
  @Field(() => ID, { description: 'The account and the sign-in time, as text.' })
  id!: string;

  @Field(() => Int)
  userId!: number;

  @Field(() => String)
  emailId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  roleId!: number;

  @Field(() => String, { description: 'ISO date-time.' })
  loginAt!: string;

  @Field(() => String, { description: 'ISO date-time.' })
  lastSeenAt!: string;

  @Field(() => String, { nullable: true, description: 'ISO date-time; null while the session is live.' })
  endedAt!: string | null;

  @Field(() => Boolean)
  live!: boolean;
}

@ObjectType()
export class SessionReportPage {
  @Field(() => [SessionReportRow])
  rows!: SessionReportRow[];

  @Field(() => Int)
  totalRecords!: number;
}

/** StudentEnquiry: a learner's enquiry about a course (course/apply), for staff to call back. */
@ObjectType()
export class CourseEnquiryRow {
  @Field(() => ID, { description: 'The learner, the course and the time, as text.' })
  id!: string;

  @Field(() => Int)
  studentId!: number;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  mobile!: string | null;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => String, { description: 'ISO date-time.' })
  enquiredOn!: string;
}

@ObjectType()
export class CourseEnquiryPage {
  @Field(() => [CourseEnquiryRow])
  rows!: CourseEnquiryRow[];

  @Field(() => Int)
  totalRecords!: number;
}

import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

/** The learner's education loan for a product (CFX): the application and the status it has reached. */
@ObjectType()
export class EducationLoan {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => Int, {
    description: '1 Applied, 2 Approved, 3 Paid (the learner paid for the course), 4 Rejected.',
  })
  status!: number;

  @Field(() => String, { description: 'The status in words.' })
  statusLabel!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Why the status is what it is (staff or the payment).',
  })
  comment!: string | null;

  @Field(() => String, { nullable: true, description: 'The payment that settled the course, once paid.' })
  paymentId!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Rupees asked for; null when the course was paid without an application.',
  })
  loanAmount!: number | null;

  @Field(() => Int, { nullable: true })
  tenureMonths!: number | null;

  @Field(() => String, { nullable: true, description: 'ISO date-time of the application.' })
  appliedOn!: string | null;

  @Field(() => String, { description: 'ISO date-time of the last change.' })
  updatedOn!: string;
}

@InputType()
export class ApplyEducationLoanInput {
  @Field(() => Int, { description: 'Whole rupees.' })
  loanAmount!: number;

  @Field(() => Int, { description: 'Months: one of 6, 12, 18, 24, 36.' })
  tenureMonths!: number;

  @Field(() => String, { description: 'The learner’s PAN (ABCDE1234F).' })
  panNumber!: string;
}

@ObjectType()
export class EducationLoanPayload {
  @Field(() => EducationLoan, { nullable: true })
  loan!: EducationLoan | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/** Staff: one row of the list update (`001 §3` Education loan update). */
@InputType()
export class EducationLoanUpdateInput {
  @Field(() => Int)
  partyId!: number;

  @Field(() => Int, { nullable: true, description: 'CFX when absent.' })
  productId?: number | null;

  @Field(() => Int)
  status!: number;

  @Field(() => String, { nullable: true })
  comment?: string | null;

  @Field(() => String, { nullable: true })
  paymentId?: string | null;
}

/** Staff: a loan in /educationalLoanList, with whose it is. */
@ObjectType()
export class StaffEducationLoan {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  partyId!: number;

  @Field(() => String)
  studentName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => EducationLoan)
  loan!: EducationLoan;
}

@ObjectType()
export class StaffEducationLoanPage {
  @Field(() => [StaffEducationLoan])
  rows!: StaffEducationLoan[];

  @Field(() => Int)
  totalRecords!: number;
}

import { CorporateEnquiryStatus } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(CorporateEnquiryStatus, {
  name: 'CorporateEnquiryStatus',
  description: 'Where staff are with an enquiry: new, contacted, or closed.',
});

/** A company's "hire from us" request (`001 §7` corporateInquiry) as staff follow it up. */
@ObjectType()
export class CorporateEnquiry {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  enquiryId!: number;

  @Field(() => String)
  companyName!: string;

  @Field(() => String)
  contactName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  message!: string;

  @Field(() => CorporateEnquiryStatus)
  status!: CorporateEnquiryStatus;

  @Field(() => String)
  notes!: string;

  @Field(() => String, { description: 'ISO date-time it was sent.' })
  createdDate!: string;

  @Field(() => String, { description: 'ISO date-time of the last follow-up.' })
  updatedDate!: string;
}

@ObjectType()
export class CorporateEnquiryPage {
  @Field(() => [CorporateEnquiry])
  rows!: CorporateEnquiry[];

  @Field(() => Int)
  totalRecords!: number;
}

/** The public "hire from us" form. */
@InputType()
export class CorporateEnquiryInput {
  @Field(() => String)
  companyName!: string;

  @Field(() => String)
  contactName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String)
  message!: string;
}

/** Staff's follow-up of one enquiry. */
@InputType()
export class CorporateEnquiryUpdateInput {
  @Field(() => CorporateEnquiryStatus)
  status!: CorporateEnquiryStatus;

  @Field(() => String)
  notes!: string;
}

@ObjectType()
export class CorporateEnquiryPayload {
  @Field(() => CorporateEnquiry, { nullable: true })
  enquiry!: CorporateEnquiry | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

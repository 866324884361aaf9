import { SpocOrganisationType } from '@finx/domain';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

registerEnumType(SpocOrganisationType, {
  name: 'SpocOrganisationType',
  description: 'Whom a SPOC looks after: a college or a corporate.',
});

/** An organisation's SPOC (getActiveSpocs). */
@ObjectType()
export class Spoc {
  @Field(() => ID)
  id!: string;

  @Field(() => SpocOrganisationType)
  organisationType!: SpocOrganisationType;

  @Field(() => Int)
  organisationId!: number;

  @Field(() => String)
  organisationName!: string;

  @Field(() => Int)
  staffPartyId!: number;

  @Field(() => String)
  staffName!: string;

  @Field(() => String)
  staffEmail!: string;

  @Field(() => String, { description: 'ISO date-time of the assignment.' })
  assignedOn!: string;
}

/** A college or corporate a SPOC may be assigned to. */
@ObjectType()
export class SpocOrganisation {
  @Field(() => ID)
  id!: string;

  @Field(() => SpocOrganisationType)
  organisationType!: SpocOrganisationType;

  @Field(() => Int)
  organisationId!: number;

  @Field(() => String)
  name!: string;
}

@InputType()
export class AssignSpocInput {
  @Field(() => Int, { description: 'An active admin or operations user’s party id.' })
  staffPartyId!: number;

  @Field(() => SpocOrganisationType)
  organisationType!: SpocOrganisationType;

  @Field(() => Int)
  organisationId!: number;
}

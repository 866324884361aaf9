import { Field, ObjectType } from 'type-graphql';

/** `000 §3` leadRegister: where a learner came from (the campaign of their entry link); each null when absent. */
@ObjectType()
export class LearnerLead {
  @Field(() => String, { nullable: true }) source!: string | null;
  @Field(() => String, { nullable: true }) medium!: string | null;
  @Field(() => String, { nullable: true }) camp!: string | null;
  @Field(() => String, { nullable: true }) term!: string | null;
  @Field(() => String, { nullable: true }) client!: string | null;
  @Field(() => String, { nullable: true }) college!: string | null;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field(() => String, { nullable: true }) reference!: string | null;
  @Field(() => String, { nullable: true }) product!: string | null;
  @Field(() => String, { nullable: true }) productType!: string | null;
  @Field(() => String, { nullable: true }) productID!: string | null;
  @Field(() => String, { nullable: true }) sourceUrl!: string | null;
}

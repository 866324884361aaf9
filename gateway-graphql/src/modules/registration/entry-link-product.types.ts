import { Field, Int, ObjectType } from 'type-graphql';

/** The product an entry link (`pro`, `proId`) names, as registration shows it. */
@ObjectType()
export class EntryLinkProduct {
  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => String, { description: 'COURSE or VIDEO.' })
  productType!: string;
}

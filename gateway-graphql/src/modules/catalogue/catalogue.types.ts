import { ProductType } from '@finx/domain';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

registerEnumType(ProductType, { name: 'ProductType', description: 'Kind of catalogue product' });

@ObjectType()
export class Category {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  categoryId!: number;

  @Field(() => String)
  categoryName!: string;
}

@ObjectType()
export class Product {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => ProductType)
  productType!: ProductType;

  @Field(() => String)
  description!: string;

  @Field(() => Category)
  category!: Category;

  @Field(() => String)
  subjectArea!: string;

  @Field(() => String)
  level!: string;

  @Field(() => Int)
  durationMinutes!: number;

  @Field(() => Float)
  productPrice!: number;

  @Field(() => Boolean)
  isFree!: boolean;

  @Field(() => String, { nullable: true })
  imageUrl!: string | null;

  @Field(() => String, { nullable: true })
  instructor!: string | null;

  @Field(() => Float, { nullable: true })
  rating!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Self-paced, Instructor-led, Certification or Assessment.',
  })
  courseType!: string | null;

  @Field(() => Int, { nullable: true, description: 'Days of access after enrolment; null means no end.' })
  validityDays!: number | null;

  @Field(() => [String], { description: "Names of the 'looking for' tags of the product." })
  lookingFor!: string[];

  @Field(() => Int, { nullable: true, description: 'The parent course when this is an add-on course.' })
  parentProductId!: number | null;
}

@ObjectType({ description: 'A prerequisite of a product, in the order it is to be taken.' })
export class ProductPrerequisite {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  sequence!: number;

  @Field(() => Int)
  productId!: number;
}

@ObjectType({ description: "A 'looking for' tag (Job in a bank, Upskilling, ...)." })
export class LookingForTag {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  lookingForId!: number;

  @Field(() => String)
  name!: string;
}

@InputType()
export class ProductFilter {
  @Field(() => ProductType, { nullable: true })
  type?: ProductType | null;

  @Field(() => String, { nullable: true })
  search?: string | null;

  @Field(() => Int, { nullable: true })
  categoryId?: number | null;

  @Field(() => String, { nullable: true })
  level?: string | null;

  @Field(() => Boolean, { nullable: true })
  freeOnly?: boolean | null;

  @Field(() => String, { nullable: true })
  subjectArea?: string | null;

  @Field(() => String, { nullable: true })
  courseType?: string | null;

  @Field(() => String, { nullable: true, description: "A 'looking for' tag name." })
  lookingFor?: string | null;
}

@ObjectType()
export class ProductPage {
  @Field(() => [Product])
  items!: Product[];

  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

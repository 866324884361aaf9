import { StaffProductSortField } from '@finx/domain';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserError } from '../shared/user-error.types';

registerEnumType(StaffProductSortField, {
  name: 'StaffProductSortField',
  description: 'The columns the staff product list sorts by.',
});

/** A product as staff manage it (/course-list, /edit-course): active or not. */
@ObjectType()
export class StaffProduct {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => String, { description: 'COURSE or VIDEO.' })
  productType!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int)
  categoryId!: number;

  @Field(() => String)
  categoryName!: string;

  @Field(() => String)
  subjectArea!: string;

  @Field(() => String)
  level!: string;

  @Field(() => Int)
  durationMinutes!: number;

  @Field(() => Float, { description: 'Rupees.' })
  productPrice!: number;

  @Field(() => String, { nullable: true })
  courseType!: string | null;

  @Field(() => Int, { nullable: true, description: 'Days of access after enrolment; null: no end.' })
  validityDays!: number | null;

  @Field(() => Int, { nullable: true, description: 'The parent course of an add-on.' })
  parentProductId!: number | null;

  @Field(() => Boolean, { description: 'Only active products show in the learner catalogue.' })
  active!: boolean;

  @Field(() => Int)
  moduleCount!: number;

  @Field(() => String, { description: 'ISO date-time the product was created.' })
  createdDate!: string;

  @Field(() => [Int], { description: 'Categories beyond the main one; the catalogue filter matches either.' })
  extraCategoryIds!: number[];

  @Field(() => [Int], { description: "The 'looking for' options the course is mapped to." })
  lookingForIds!: number[];
}

@ObjectType()
export class StaffProductPage {
  @Field(() => [StaffProduct])
  rows!: StaffProduct[];

  @Field(() => Int)
  totalRecords!: number;
}

/** A module of a product, in its sequence (/modules-list). */
@ObjectType()
export class StaffModule {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  moduleId!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;

  @Field(() => Int)
  sequence!: number;

  @Field(() => String)
  title!: string;

  @Field(() => Boolean, { description: 'Inactive modules are hidden from learners.' })
  active!: boolean;

  @Field(() => Int, { description: 'Its lessons; an active course needs one in each active module.' })
  lessonCount!: number;
}

/** /add-course, /edit-course: the fields of a product; `productId` absent creates one (inactive). */
@InputType()
export class ProductInput {
  @Field(() => Int, { nullable: true })
  productId?: number | null;

  @Field(() => String)
  productName!: string;

  @Field(() => String, { description: 'COURSE or VIDEO.' })
  productType!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Int)
  categoryId!: number;

  @Field(() => String)
  subjectArea!: string;

  @Field(() => String)
  level!: string;

  @Field(() => Int)
  durationMinutes!: number;

  @Field(() => Float, { description: 'Rupees, in whole paise.' })
  productPrice!: number;

  @Field(() => String, { nullable: true })
  courseType?: string | null;

  @Field(() => Int, { nullable: true })
  validityDays?: number | null;

  @Field(() => Int, { nullable: true })
  parentProductId?: number | null;
}

@InputType()
export class ModuleInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  title!: string;
}

@ObjectType()
export class StaffProductPayload {
  @Field(() => StaffProduct, { nullable: true })
  product!: StaffProduct | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

@ObjectType()
export class StaffModulePayload {
  @Field(() => StaffModule, { nullable: true })
  module!: StaffModule | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/** /add-product-validity: days of access after purchase; null means access never ends. */
@InputType()
export class ProductValidityInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => Int, { nullable: true })
  validityDays?: number | null;
}

/** A product's prerequisites, in the order the learner takes them; replaces the current list. */
@InputType()
export class ProductPrerequisitesInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => [Int])
  prerequisiteIds!: number[];
}

/** One prerequisite of a product (`001 §7` getProductPreRequisite). */
@ObjectType()
export class StaffPrerequisite {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  sequence!: number;

  @Field(() => Int)
  productId!: number;

  @Field(() => String)
  productName!: string;
}

@ObjectType()
export class StaffPrerequisitesPayload {
  @Field(() => [StaffPrerequisite], { nullable: true })
  prerequisites!: StaffPrerequisite[] | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

/** `001 §7` updateCategoryMap: the course's categories beyond its main one; replaces the current ones. */
@InputType()
export class CategoryMapInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => [Int])
  categoryIds!: number[];
}

/** `001 §7` updateLookingforMap: the course's 'looking for' options; replaces the current ones. */
@InputType()
export class LookingForMapInput {
  @Field(() => Int)
  productId!: number;

  @Field(() => [Int])
  lookingForIds!: number[];
}

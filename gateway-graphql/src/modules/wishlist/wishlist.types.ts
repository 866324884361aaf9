import { Field, Float, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Product } from '../catalogue/catalogue.types';

@ObjectType()
export class WishlistItem {
  /** `WishlistItem:<partyId>:<productId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Product)
  product!: Product;

  @Field(() => GraphQLISODateTime)
  addedAt!: Date;
}

/** The learner's wishlist; the total is computed by the product service (rupees). */
@ObjectType()
export class Wishlist {
  /** `Wishlist:<partyId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => [WishlistItem])
  items!: WishlistItem[];

  @Field(() => Float)
  totalPrice!: number;
}

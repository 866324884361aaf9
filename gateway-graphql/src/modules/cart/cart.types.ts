import { Field, Float, GraphQLISODateTime, ID, ObjectType } from 'type-graphql';
import { Product } from '../catalogue/catalogue.types';
import { LearnerHeader } from '../learner-header/learner-header.types';
import { UserError } from '../shared/user-error.types';
import { Wishlist } from '../wishlist/wishlist.types';

@ObjectType()
export class CartItem {
  /** `CartItem:<partyId>:<productId>`. */
  @Field(() => ID)
  id!: string;

  @Field(() => Product)
  product!: Product;

  @Field(() => GraphQLISODateTime)
  addedAt!: Date;
}

/** The learner's cart; the total is computed by the product service (rupees). */
@ObjectType()
export class Cart {
  /** `Cart:<partyId>`: one cart per learner, so the cache updates it in place. */
  @Field(() => ID)
  id!: string;

  @Field(() => [CartItem])
  items!: CartItem[];

  @Field(() => Float)
  totalPrice!: number;
}

/**
 * The answer of every cart and wishlist mutation: both lists after the change and the header's counts,
 * under the header's own id, so the badges update from the normalised cache without a refetch.
 */
@ObjectType()
export class CartWishlistPayload {
  @Field(() => Cart, { nullable: true, description: 'null when the change was refused (see userErrors).' })
  cart!: Cart | null;

  @Field(() => Wishlist, { nullable: true, description: 'null when the change was refused.' })
  wishlist!: Wishlist | null;

  @Field(() => Product, {
    nullable: true,
    description: 'The product changed, with its new inCart and inWishlist, so cards update from the cache.',
  })
  product!: Product | null;

  @Field(() => LearnerHeader, {
    nullable: true,
    description: 'The header after the change; null when refused. Counts come with the change itself.',
  })
  learnerHeader!: LearnerHeader | null;

  @Field(() => [UserError])
  userErrors!: UserError[];
}

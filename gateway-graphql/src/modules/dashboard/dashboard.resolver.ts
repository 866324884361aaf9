import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ActionPayload } from '../shared/action-payload.types';
import type { RequestContext } from '../shared/request-context';
import type { DashboardSource } from './dashboard.source';
import {
  AdmissionLetter,
  AdmissionLetterPayload,
  InterestedProductPage,
  ReferFriendInput,
  ReferFriendPayload,
} from './dashboard.types';

type Context = RequestContext<{ dashboard: DashboardSource }>;

/** The learner dashboard's cards: products of interest, admission letter, referrals. */
@Resolver()
export class DashboardResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => InterestedProductPage, {
    description: 'My products of interest, latest first; `productIds` narrows to those of them.',
  })
  interestedProducts(
    @Ctx() ctx: Context,
    @Arg('productIds', () => [Int], { nullable: true }) productIds: number[] | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10, description: 'At most 50.' }) pageSize: number,
  ): Promise<InterestedProductPage> {
    return ctx.sources.dashboard.interested(productIds, page, pageSize);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ActionPayload, { description: 'Mark or unmark a product as of interest.' })
  setProductInterest(
    @Ctx() ctx: Context,
    @Arg('productId', () => Int) productId: number,
    @Arg('interested', () => Boolean) interested: boolean,
  ): Promise<ActionPayload> {
    return ctx.sources.dashboard.setInterest(productId, interested);
  }

  @Authorized(RoleId.LEARNER)
  @Query(() => AdmissionLetter, { description: 'My CFX admission letter: whether offered, and accepted.' })
  admissionLetter(@Ctx() ctx: Context): Promise<AdmissionLetter> {
    return ctx.sources.dashboard.admissionLetter();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => AdmissionLetterPayload, { description: 'Accept my CFX admission letter, once.' })
  acceptAdmissionLetter(@Ctx() ctx: Context): Promise<AdmissionLetterPayload> {
    return ctx.sources.dashboard.acceptAdmissionLetter();
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => ReferFriendPayload, { description: 'Invite a friend by e-mail (a few a day, once each).' })
  referFriend(
    @Ctx() ctx: Context,
    @Arg('input', () => ReferFriendInput) input: ReferFriendInput,
  ): Promise<ReferFriendPayload> {
    return ctx.sources.dashboard.referFriend(input);
  }
}

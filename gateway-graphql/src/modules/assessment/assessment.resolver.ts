import { RoleId } from '@finx/domain';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { productIdOf, questionIdOf } from '../shared/ids';
import type { RequestContext } from '../shared/request-context';
import type { AssessmentSource } from './assessment.source';
import { AssessmentPayload } from './assessment.types';

type Context = RequestContext<{ assessment: AssessmentSource }>;

/** The FEAT assessment: the learner's own timed attempt, its answers as they go, and the score. */
@Resolver()
export class AssessmentResolver {
  @Authorized(RoleId.LEARNER)
  @Query(() => AssessmentPayload, {
    description:
      'The learner’s attempt at a bought assessment (null before starting); past its deadline it is closed and scored.',
  })
  assessment(@Ctx() ctx: Context, @Arg('productId', () => ID) productId: string): Promise<AssessmentPayload> {
    return ctx.sources.assessment.mine(productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => AssessmentPayload, {
    description: 'Starts the 60-minute attempt, or resumes the one already started (one per purchase).',
  })
  startAssessment(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
  ): Promise<AssessmentPayload> {
    return ctx.sources.assessment.start(productIdOf(productId));
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => AssessmentPayload, {
    description: 'Saves one answer (another option replaces it); refused after the deadline or the submit.',
  })
  answerAssessmentQuestion(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
    @Arg('questionId', () => ID) questionId: string,
    @Arg('optionId', () => Int) optionId: number,
  ): Promise<AssessmentPayload> {
    return ctx.sources.assessment.answer(productIdOf(productId), questionIdOf(questionId), optionId);
  }

  @Authorized(RoleId.LEARNER)
  @Mutation(() => AssessmentPayload, {
    description: 'Submits the attempt and records its score (`001` scoreupdate); again answers the same.',
  })
  submitAssessment(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
  ): Promise<AssessmentPayload> {
    return ctx.sources.assessment.submit(productIdOf(productId));
  }
}

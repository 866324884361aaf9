import {
  type AssessmentAnswerRequest,
  type AssessmentAttempt as RestAttempt,
  type AssessmentStartRequest,
  RestPath,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream, UpstreamCall } from '../../upstream/upstream';
import { partyIdOf } from '../shared/caller';
import type { RequestScope } from '../shared/request-scope';
import { type FieldMap, refusalOf } from '../shared/user-errors';
import { ANSWER_FIELDS, ATTEMPT_FIELDS } from './assessment.errors';
import type { AssessmentAttempt, AssessmentPayload } from './assessment.types';

const toAttempt = (attempt: RestAttempt): AssessmentAttempt => ({
  id: `AssessmentAttempt:${attempt.attemptID}`,
  productId: attempt.productID,
  productName: attempt.productName,
  status: attempt.status,
  startedOn: attempt.startedOn,
  deadline: attempt.deadline,
  serverNow: attempt.serverNow,
  submittedOn: attempt.submittedOn,
  closedBy: attempt.closedBy,
  totalQuestions: attempt.totalQuestions,
  answeredCount: attempt.answeredCount,
  score: attempt.score,
  correctCount: attempt.correctCount,
  questions: attempt.questions.map((question) => ({
    id: `AssessmentQuestion:${question.questionID}`,
    questionId: question.questionID,
    sequence: question.sequence,
    text: question.text,
    options: question.options.map((option) => ({ optionId: option.optionID, text: option.text })),
  })),
  answers: attempt.answers.map((answer) => ({ questionId: answer.questionID, optionId: answer.optionID })),
});

/** `001 §7` studentassessment and scoreupdate, for the signed-in learner's own attempt. */
export class AssessmentSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  mine(productId: number): Promise<AssessmentPayload> {
    return this.call(
      {
        method: 'GET',
        path: RestPath.ASSESSMENT,
        query: { partyID: partyIdOf(this.session), productID: productId },
      },
      ATTEMPT_FIELDS,
    );
  }

  start(productId: number): Promise<AssessmentPayload> {
    const body: AssessmentStartRequest = { studentPartyID: partyIdOf(this.session), productID: productId };
    return this.call({ method: 'POST', path: RestPath.ASSESSMENT_START, body }, ATTEMPT_FIELDS);
  }

  answer(productId: number, questionId: number, optionId: number): Promise<AssessmentPayload> {
    const body: AssessmentAnswerRequest = {
      studentPartyID: partyIdOf(this.session),
      productID: productId,
      questionID: questionId,
      optionID: optionId,
    };
    return this.call({ method: 'POST', path: RestPath.ASSESSMENT_ANSWER, body }, ANSWER_FIELDS);
  }

  submit(productId: number): Promise<AssessmentPayload> {
    const body: AssessmentStartRequest = { studentPartyID: partyIdOf(this.session), productID: productId };
    return this.call({ method: 'POST', path: RestPath.ASSESSMENT_SCORE_UPDATE, body }, ATTEMPT_FIELDS);
  }

  private async call(
    request: Omit<UpstreamCall, 'auth' | 'allowFailure'>,
    fields: FieldMap<keyof typeof ATTEMPT_FIELDS>,
  ): Promise<AssessmentPayload> {
    const result = await this.upstream.call<RestAttempt | null>({
      ...request,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { attempt: null, userErrors: [refusalOf(fields, result)] };
    const attempt = result.envelope.responseObject;
    return { attempt: attempt ? toAttempt(attempt) : null, userErrors: [] };
  }
}

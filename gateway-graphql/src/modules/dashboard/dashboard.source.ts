import {
  type AdmissionLetter as RestAdmissionLetter,
  checkFriendEmail,
  checkFriendName,
  type InterestedProductRow,
  type ReferralRequest,
  type ReferralSent,
  RestPath,
} from '@finx/domain';
import type { RequestSession } from '../../session/request-session';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import { partyIdOf } from '../shared/caller';
import { listOf } from '../shared/envelope';
import type { RequestScope } from '../shared/request-scope';
import type { UserError } from '../shared/user-error.types';
import { done, failed, refusalOf, ruleError } from '../shared/user-errors';
import { FORM_FIELDS, INTEREST_FIELDS, REFERRAL_FIELDS, referralPath } from './dashboard.errors';
import type {
  AdmissionLetter,
  AdmissionLetterPayload,
  InterestedProductPage,
  ReferFriendInput,
  ReferFriendPayload,
} from './dashboard.types';

const toLetter = (letter: RestAdmissionLetter, partyId: number): AdmissionLetter => ({
  id: `AdmissionLetter:${partyId}:${letter.productID}`,
  eligible: letter.eligible,
  productId: letter.productID,
  productName: letter.productName,
  acceptedOn: letter.acceptedOn,
});

/**
 * `001 §3` Dashboard for the signed-in learner: interestedProduct, the admission letter
 * (saveAdmissionLetterAccept) and refferalMail.
 */
export class DashboardSource {
  private readonly upstream: RequestUpstream;
  private readonly session: RequestSession;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
    this.session = scope.session;
  }

  async interested(
    productIds: readonly number[] | null,
    page: number,
    pageSize: number,
  ): Promise<InterestedProductPage> {
    const query: Record<string, string | number> = {
      partyId: partyIdOf(this.session),
      page,
      limit: pageSize,
    };
    if (productIds) {
      if (productIds.length === 0) return { items: [], total: 0 };
      query.productIDs = productIds.join(',');
    }
    const envelope = await this.upstream.request<never, InterestedProductRow>({
      method: 'GET',
      path: RestPath.INTERESTED_PRODUCT,
      query,
      auth: 'user',
    });
    return {
      items: listOf(envelope).map((row) => ({
        id: `InterestedProduct:${row.productID}`,
        productId: row.productID,
        productName: row.productName,
        productType: row.productType,
        markedOn: row.markedOn,
      })),
      total: envelope.totalRecords ?? 0,
    };
  }

  async setInterest(productId: number, interested: boolean): Promise<ActionPayload> {
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.INTERESTED_PRODUCT,
      body: { studentPartyID: partyIdOf(this.session), productID: productId, interested },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, INTEREST_FIELDS);
  }

  async admissionLetter(): Promise<AdmissionLetter> {
    const partyId = partyIdOf(this.session);
    const envelope = await this.upstream.request<RestAdmissionLetter>({
      method: 'GET',
      path: RestPath.ADMISSION_LETTER,
      query: { partyId },
      auth: 'user',
    });
    if (!envelope.responseObject) throw new Error('admission letter answer without its object');
    return toLetter(envelope.responseObject, partyId);
  }

  async acceptAdmissionLetter(): Promise<AdmissionLetterPayload> {
    const partyId = partyIdOf(this.session);
    const result = await this.upstream.call<RestAdmissionLetter>({
      method: 'POST',
      path: RestPath.ADMISSION_LETTER_ACCEPT,
      body: { studentPartyID: partyId },
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok) return { letter: null, userErrors: [refusalOf(FORM_FIELDS, result)] };
    const letter = result.envelope.responseObject;
    return { letter: letter ? toLetter(letter, partyId) : null, userErrors: [] };
  }

  async referFriend(input: ReferFriendInput): Promise<ReferFriendPayload> {
    const name = checkFriendName(input.friendName);
    const email = checkFriendEmail(input.friendEmail);
    const userErrors: UserError[] = [];
    if (!name.ok) userErrors.push(ruleError(referralPath('friendName'), name.message));
    if (!email.ok) userErrors.push(ruleError(referralPath('friendEmail'), email.message));
    if (!name.ok || !email.ok) return { ok: false, remainingToday: null, userErrors };
    const body: ReferralRequest = {
      studentPartyID: partyIdOf(this.session),
      friendName: name.value,
      friendEmail: email.value,
    };
    const result = await this.upstream.call<ReferralSent>({
      method: 'POST',
      path: RestPath.REFERRAL_MAIL,
      body,
      auth: 'user',
      allowFailure: true,
    });
    if (!result.ok)
      return { ok: false, remainingToday: null, userErrors: [refusalOf(REFERRAL_FIELDS, result)] };
    return {
      ok: true,
      remainingToday: result.envelope.responseObject?.remainingToday ?? null,
      userErrors: [],
    };
  }
}

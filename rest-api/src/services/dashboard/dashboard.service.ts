import {
  type AdmissionLetter,
  ClientRoute,
  DashboardMessage,
  type DashboardReason,
  DashboardReasons,
  type InterestedProductRow,
  PRODUCT_NAME,
  ProductId,
  ReasonCode,
  REFERRALS_PER_DAY,
  referralSchema,
  type ReferralSent,
} from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import type { Messenger } from '../../providers/messaging/messenger';
import { accept, type InvalidField, invalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { DashboardRepository } from './dashboard.repository';

const { refuse } = refusalsOf(DashboardReasons);

const DAY_MS = 86_400_000;

export interface ReferralInput {
  friendName: unknown;
  friendEmail: unknown;
}

/**
 * The learner dashboard's own calls (`001 §3` Dashboard): interestedProduct, the CFX admission letter
 * (saveAdmissionLetterAccept) and refferalMail. Each acts for the learner it is given;
 * the routes check that is the caller.
 */
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly transaction: RunInTransaction,
    private readonly messenger: Messenger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async interested(
    partyId: number,
    query: { productIds?: readonly number[]; page: number; limit: number },
  ): Promise<{ rows: InterestedProductRow[]; total: number }> {
    const { rows, total } = await this.dashboard.interested(partyId, query.productIds, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      rows: rows.map((row) => ({
        productID: row.productId,
        productName: row.productName,
        productType: row.productType,
        markedOn: row.markedAt.toISOString(),
      })),
      total,
    };
  }

  /** Marks or unmarks a product; only a product on sale can be marked. */
  async setInterest(
    partyId: number,
    productId: number,
    interested: boolean,
  ): Promise<Outcome<undefined, DashboardReason>> {
    if (!interested) {
      await this.dashboard.unmark(partyId, productId);
      return accept();
    }
    if (!(await this.dashboard.activeProductExists(productId))) return refuse(ReasonCode.NOT_FOUND);
    await this.dashboard.mark(partyId, productId, this.now());
    return accept();
  }

  async admissionLetter(partyId: number): Promise<AdmissionLetter> {
    const productName = (await this.dashboard.productName(ProductId.CFX)) ?? 'CFX';
    const [eligible, acceptedAt] = await Promise.all([
      this.dashboard.holds(partyId, ProductId.CFX, this.now()),
      this.dashboard.acceptedAt(partyId, ProductId.CFX),
    ]);
    return {
      eligible,
      productID: ProductId.CFX,
      productName,
      acceptedOn: acceptedAt?.toISOString() ?? null,
    };
  }

  /** The CFX admission letter, accepted once and only by a learner who holds CFX. */
  async acceptAdmissionLetter(partyId: number): Promise<Outcome<AdmissionLetter, DashboardReason>> {
    const at = this.now();
    const outcome = await this.transaction(async (tx): Promise<Outcome<undefined, DashboardReason>> => {
      if (!(await this.dashboard.holds(partyId, ProductId.CFX, at, tx))) {
        return refuse(ReasonCode.ADMISSION_NOT_ELIGIBLE);
      }
      if (!(await this.dashboard.accept(tx, partyId, ProductId.CFX, at))) {
        return refuse(ReasonCode.ADMISSION_ALREADY_ACCEPTED);
      }
      return accept();
    });
    if (!outcome.ok) return outcome;
    return accept(await this.admissionLetter(partyId));
  }

  /**
   * Invites a friend by e-mail through the messenger: at most REFERRALS_PER_DAY in a rolling day, one
   * invitation per friend, never to the learner's own address. The record and the limit are checked
   * under the learner's lock, so parallel sends cannot pass the limit together.
   */
  async refer(
    partyId: number,
    input: ReferralInput,
    origin: string,
  ): Promise<Outcome<ReferralSent, DashboardReason> | InvalidField> {
    const checked = await checkSpecRules(referralSchema, input);
    if (!checked.ok) return checked;
    const { friendName, friendEmail } = checked.value;
    const learner = await this.dashboard.learner(partyId);
    if (!learner) return refuse(ReasonCode.NOT_FOUND);
    if (learner.email.toLowerCase() === friendEmail) return invalidField(DashboardMessage.FRIEND_IS_SELF);
    const at = this.now();
    const outcome = await this.transaction(async (tx): Promise<Outcome<number, DashboardReason>> => {
      await this.dashboard.lockReferrals(tx, partyId);
      if (await this.dashboard.referredBefore(tx, partyId, friendEmail)) {
        return refuse(ReasonCode.REFERRAL_ALREADY_SENT);
      }
      const sent = await this.dashboard.referralsSince(tx, partyId, new Date(at.getTime() - DAY_MS));
      if (sent >= REFERRALS_PER_DAY) return refuse(ReasonCode.REFERRAL_LIMIT);
      await this.dashboard.recordReferral(tx, { partyId, friendName, friendEmail, sentAt: at });
      return accept(REFERRALS_PER_DAY - sent - 1);
    });
    if (!outcome.ok) return outcome;
    const sender = `${learner.firstName} ${learner.lastName}`.trim();
    await this.messenger.send({
      channel: 'EMAIL',
      recipient: friendEmail,
      subject: `${sender} invites you to ${PRODUCT_NAME}`,
      body: [
        `Dear ${friendName},`,
        '',
        `${sender} is learning with ${PRODUCT_NAME} and thinks you would like it too: courses, videos,`,
        'certifications and jobs for careers in banking, financial services and insurance.',
        '',
        `Register here: ${origin}${ClientRoute.registerFrom({ source: 'referral' })}`,
      ].join('\n'),
    });
    return accept({ friendEmail, sentOn: at.toISOString(), remainingToday: outcome.value });
  }
}

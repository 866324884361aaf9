import { type FeedbackEntry, type FeedbackReason, feedbackSchema } from '@finx/domain';
import { accept, forbid, type Forbidden, type InvalidField, type Outcome } from '../../outcome';
import { STAFF_ROLES } from '../../role-groups';
import { checkSpecRules } from '../../spec-rules';
import type { FeedbackRepository } from './feedback.repository';

/** The spec's PostFeedback payload, its fields as sent (`000 §3`). */
export interface FeedbackInput {
  rank: unknown;
  feedbackMsg: unknown;
  concernId: unknown;
  emailId: unknown;
  partyId: unknown;
}

/**
 * PostFeedback (`000 §3`, §5), checked with the spec's rules and messages. Anyone may send it, since
 * the spec asks for feedback right after sign-out; the party id and e-mail must then belong to one
 * account, so nobody can rate in someone else's name without knowing both. A signed-in caller may only
 * send their own (staff excepted).
 */
export class FeedbackService {
  constructor(private readonly feedback: FeedbackRepository) {}

  /** `001 §7` feedbacks: what the party has sent, newest first (the route checks whose it may read). */
  async ofParty(partyId: number): Promise<FeedbackEntry[]> {
    const rows = await this.feedback.ofParty(partyId);
    return rows.map((row) => ({
      feedbackId: row.id,
      rank: row.rank,
      feedbackMsg: row.feedbackMsg,
      concernId: row.concernId,
      createdDate: row.createdAt.toISOString(),
    }));
  }

  /** `signedIn`: the caller when someone is signed in, null for an anonymous caller. */
  async submit(
    signedIn: { partyId: number; roleId: number } | null,
    input: FeedbackInput,
  ): Promise<Outcome<undefined, FeedbackReason> | InvalidField | Forbidden> {
    const checked = await checkSpecRules(feedbackSchema, {
      ...input,
      feedbackMsg: input.feedbackMsg ?? undefined,
      concernId: input.concernId ?? null,
    });
    if (!checked.ok) return checked;
    const values = checked.value;
    const partyId = Number(values.partyId);
    const email = values.emailId.toLowerCase();
    if (signedIn && signedIn.partyId !== partyId && !STAFF_ROLES.includes(signedIn.roleId)) {
      return forbid();
    }
    if (!Number.isInteger(partyId) || !(await this.feedback.partyHasEmail(partyId, email))) {
      return forbid();
    }
    await this.feedback.insert({
      partyId,
      emailId: email,
      rank: values.rank,
      feedbackMsg: values.feedbackMsg?.trim() || null,
      concernId:
        values.concernId === null || values.concernId === undefined ? null : Number(values.concernId),
    });
    return accept();
  }
}

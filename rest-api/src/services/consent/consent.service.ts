import { type ConsentReason, ConsentReasons, ReasonCode } from '@finx/domain';
import type { RunInTransaction } from '../../db/database';
import { accept, type Outcome, refusalsOf } from '../../outcome';
import type { SessionService } from '../session/session.service';
import type { ConsentRepository } from './consent.repository';
import { type UnsubscribeLink, unsubscribePath } from './unsubscribe-link';

const { refuse } = refusalsOf(ConsentReasons);

/** Withdraw Consent and Unsubscribe Mails of the learner footer (`000 §2`). */
export class ConsentService {
  constructor(
    private readonly consent: ConsentRepository,
    private readonly sessions: SessionService,
    private readonly links: UnsubscribeLink,
    private readonly transaction: RunInTransaction,
  ) {}

  /** The learner withdraws consent; every session of theirs ends, and the next login answers SM-14. */
  async withdraw(userId: number): Promise<void> {
    await this.transaction(async (tx) => {
      await this.consent.withdrawConsent(tx, userId);
      await this.sessions.endAllOf(tx, userId);
    });
  }

  /** The sealed link of the footer; only the signed-in learner's own address is ever sealed. */
  unsubscribeLinkOf(email: string): { token: string; path: string } {
    const token = this.links.seal(email);
    return { token, path: unsubscribePath(token) };
  }

  /**
   * Unsubscribes the address sealed in the token; the sealed token is the authority, so a mail link
   * works without signing in. An account deleted since the link was sent is simply not subscribed any
   * more: the same answer.
   */
  async unsubscribe(token: string, reason: string | null): Promise<Outcome<undefined, ConsentReason>> {
    const email = this.links.open(token);
    if (!email) return refuse(ReasonCode.UNSUBSCRIBE_LINK_INVALID);
    await this.consent.unsubscribe(email, reason);
    return accept();
  }
}

import { emailField, ReasonCode, RoleId, StaffAction, type UsersReason, UsersReasons } from '@finx/domain';
import { object } from 'yup';
import type { RunInTransaction } from '../../db/database';
import { uniqueViolation } from '../../db/unique-violation';
import { accept, type InvalidField, type Outcome, refusalsOf } from '../../outcome';
import { checkSpecRules } from '../../spec-rules';
import type { AuditService, StaffActor } from '../audit/audit.module';
import type { SessionService } from '../session/session.service';
import type { UsersRepository } from './users.repository';

const { refuse } = refusalsOf(UsersReasons);

// The registration form's rule and messages: trimmed, lower-cased, the spec's pattern.
const emailSchema = object({ email: emailField });

export interface LearnerEmailDeps {
  users: UsersRepository;
  audit: Pick<AuditService, 'record'>;
  sessions: Pick<SessionService, 'userChanged'>;
  transaction: RunInTransaction;
  now?: () => Date;
}

/**
 * `001 §7` Admin email (named without behaviour): staff (admin and ops) change a learner's sign-in
 * e-mail, for a learner who lost the address they registered with. The address must be free; it is
 * not verified until its owner follows a verification link, and the change is written to the staff
 * audit log. Staff change their own address nowhere here: only learners' (as /admin-edit-user-profile).
 */
export class LearnerEmailService {
  constructor(private readonly deps: LearnerEmailDeps) {}

  async change(
    actor: StaffActor,
    partyId: number,
    input: unknown,
  ): Promise<Outcome<{ userId: number }, UsersReason> | InvalidField> {
    const checked = await checkSpecRules(emailSchema, { email: input });
    if (!checked.ok) return checked;
    const email = checked.value.email;
    const found = await this.deps.users.findByParty(partyId);
    if (!found) return refuse(ReasonCode.NOT_FOUND);
    if (found.roleId !== RoleId.LEARNER) return refuse(ReasonCode.USER_NOT_LEARNER);
    const now = (this.deps.now ?? (() => new Date()))();
    let changed = false;
    try {
      const outcome = await this.deps.transaction(async (tx): Promise<Outcome<undefined, UsersReason>> => {
        const user = await this.deps.users.findForUpdate(tx, found.userId);
        if (!user) return refuse(ReasonCode.NOT_FOUND);
        if (user.email === email) return accept();
        if (await this.deps.users.taken(tx, email, null, user.userId))
          return refuse(ReasonCode.USER_EMAIL_TAKEN);
        await this.deps.users.setEmail(tx, user.userId, email, now);
        await this.deps.audit.record(tx, actor, {
          action: StaffAction.USER_EMAIL,
          entityType: 'user',
          entityId: user.userId,
          before: { email: user.email, emailVerified: user.emailVerifiedAt !== null },
          after: { email, emailVerified: false },
        });
        changed = true;
        return accept();
      });
      if (!outcome.ok) return outcome;
    } catch (error) {
      // Another account took the address between the check and the write.
      if (uniqueViolation(error) !== null) return refuse(ReasonCode.USER_EMAIL_TAKEN);
      throw error;
    }
    // Hot session records hold the account's e-mail: they must see the change at once.
    if (changed) await this.deps.sessions.userChanged(found.userId);
    return accept({ userId: found.userId });
  }
}

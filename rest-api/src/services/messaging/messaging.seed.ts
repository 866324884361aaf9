import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts';
import type { FeatureSeed } from '../../db/seed/feature-seed';
import { staffMessages } from './messaging.schema';

type StaffMessageRow = typeof staffMessages.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * The staff's messaging history on first start (issue 13 item 6): a draft to resume in the notification
 * manager, a sent alert, and a sent mail that skipped one unsubscribed learner. Small explicit ids; new
 * messages draw from 100 000.
 */
const staffMessageRows = (now: number): StaffMessageRow[] => {
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);
  const admin = DEMO_ACCOUNTS.admin.partyId;
  return [
    {
      messageId: 1,
      kind: 'MESSAGE',
      status: 'DRAFT',
      subject: 'Placement drive next week',
      body: 'Keep your profile and resume up to date before the drive.',
      audience: { roleId: 5 },
      createdBy: DEMO_ACCOUNTS.ops.partyId,
      createdAt: daysAgo(1),
      updatedAt: daysAgo(1),
    },
    {
      messageId: 2,
      kind: 'ALERT',
      status: 'SENT',
      subject: 'New FEAT batch open',
      body: 'Enrol on the FEAT course to start the new batch.',
      audience: { partyIds: [DEMO_ACCOUNTS.learner.partyId] },
      recipientsCount: 1,
      createdBy: admin,
      createdAt: daysAgo(3),
      updatedAt: daysAgo(3),
      sentAt: daysAgo(3),
    },
    {
      messageId: 3,
      kind: 'MAIL',
      status: 'SENT',
      subject: 'Welcome to FinX',
      body: 'Thank you for joining FinX. Explore courses and jobs from your dashboard.',
      audience: { roleId: 5, status: 'ACTIVE' },
      recipientsCount: 41,
      skipped: [{ reason: 'UNSUBSCRIBED', count: 1 }],
      createdBy: admin,
      createdAt: daysAgo(5),
      updatedAt: daysAgo(5),
      sentAt: daysAgo(5),
    },
  ];
};

export const messagingSeed: FeatureSeed = {
  demo: async (tx, { now }) => {
    await tx.insert(staffMessages).values(staffMessageRows(now)).onConflictDoNothing();
  },
};

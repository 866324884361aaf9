import { hash } from '@node-rs/argon2';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { assessmentQuestions } from '../../services/assessment/assessment.schema';
import { spocAssignments } from '../../services/colleges/colleges.schema';
import { jobQuestions } from '../../services/jobs/jobs.schema';
import { learningPathCourses, learningPaths } from '../../services/learning-paths/learning-paths.schema';
import { staffMessages } from '../../services/messaging/messaging.schema';
import { alerts, notifications } from '../schema/alerts';
import { cartItems, wishlistItems } from '../schema/cart';
import {
  categories,
  lookingFor,
  productLookingFor,
  productPrerequisites,
  products,
} from '../schema/catalogue';
import { coupons, enrolments } from '../schema/checkout';
import { collegeMembers, colleges } from '../schema/colleges';
import { eventRsvps, events } from '../schema/events';
import { roles, users } from '../schema/identity';
import { corporates, jobRejectionReasons, jobs, jobStages } from '../schema/jobs';
import { courseLessons, courseModules, learningProviders } from '../schema/learning';
import { profileOptions, regions } from '../schema/profile';
import {
  LEARNING_PATH_COURSE_ROWS,
  LEARNING_PATH_ROWS,
  LOOKING_FOR_ROWS,
  PREREQUISITE_ROWS,
  PRODUCT_LOOKING_FOR_ROWS,
} from './catalogue-depth';
import { CATEGORY_ROWS } from './categories';
import { COUPON_ROWS } from './coupons';
import { COURSE_ROWS } from './courses';
import { FEAT_QUESTION_ROWS } from './feat-questions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LOAD_LEARNERS, LOGIN_CASE_ACCOUNTS, ROLE_ROWS } from './demo-accounts';
import { alertRows, loadLearnerRows, notificationRows, partyItemRows } from './learner-activity';
import { passwordFlowUserRows } from './password-flow-accounts';
import { profileUserRows } from './profile-accounts';
import { PROFILE_OPTION_ROWS } from './profile-options';
import { REGION_ROWS } from './regions';
import { PROGRAMME_ROWS } from './programmes';
import { seedPurchases } from './purchases';
import { VIDEO_ROWS } from './videos';
import { DEMO_PROVIDER, learningContentRows } from './learning-content';
import { cfxHolderEnrolments } from './cfx-holder';
import { eventRows, eventRsvpRows } from './events';
import { JOB_SEEKER, seedJobSeeker } from './job-seeker';
import { staffMessageRows } from './staff-messages';
import { COLLEGE_MEMBER_ROWS, DEMO_COLLEGE, SPOC_ROWS } from './colleges';
import { CORPORATE_ROWS, JOB_REJECTION_REASON_ROWS, jobSeedRows } from './jobs';

// Any constant works; it only has to be the same for every instance starting against one database.
const SEED_LOCK_KEY = 7_305_001;

/**
 * Seeds reference data always and demo data when asked, only into an empty users table. The advisory
 * lock makes two instances starting together against one PostgreSQL seed once; onConflictDoNothing keeps
 * a half-seeded database (a crash mid-way is rolled back anyway) from failing the next start.
 */
export const seedDatabase = async (db: Database, options: { demo: boolean }): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await tx.insert(roles).values(ROLE_ROWS).onConflictDoNothing();
    // The profile's lookups are reference data: every deployment needs them, demo or not.
    await tx
      .insert(regions)
      .values([...REGION_ROWS])
      .onConflictDoNothing();
    await tx.insert(profileOptions).values(PROFILE_OPTION_ROWS).onConflictDoNothing();
    await tx.insert(jobRejectionReasons).values(JOB_REJECTION_REASON_ROWS).onConflictDoNothing();
    if (!options.demo) return;
    const [existing] = await tx.select({ users: count() }).from(users);
    if ((existing?.users ?? 0) > 0) return;

    const accounts = await Promise.all(
      Object.values(DEMO_ACCOUNTS).map(async (account) => ({
        ...account,
        passwordHash: await hash(DEMO_PASSWORD),
      })),
    );
    await tx.insert(users).values(accounts).onConflictDoNothing();
    // One hash serves the many extra accounts: argon2 is slow on purpose, and they share the password.
    const sharedHash = await hash(DEMO_PASSWORD);
    await tx.insert(users).values(passwordFlowUserRows(sharedHash)).onConflictDoNothing();
    await tx.insert(users).values(profileUserRows(sharedHash)).onConflictDoNothing();
    await tx
      .insert(users)
      .values([
        ...Object.values(LOGIN_CASE_ACCOUNTS).map(({ consentWithdrawn, ...account }) => ({
          ...account,
          passwordHash: sharedHash,
          consentWithdrawnAt: consentWithdrawn ? new Date() : null,
        })),
        ...LOAD_LEARNERS.map((account) => ({ ...account, passwordHash: sharedHash })),
        { ...JOB_SEEKER, passwordHash: sharedHash },
      ])
      .onConflictDoNothing();
    await tx.insert(categories).values(CATEGORY_ROWS).onConflictDoNothing();
    const catalogue = [...PROGRAMME_ROWS, ...COURSE_ROWS, ...VIDEO_ROWS];
    await tx.insert(products).values(catalogue).onConflictDoNothing();
    const content = learningContentRows(catalogue);
    await tx.insert(courseModules).values(content.modules).onConflictDoNothing();
    await tx.insert(courseLessons).values(content.lessons).onConflictDoNothing();
    await tx.insert(learningProviders).values(DEMO_PROVIDER).onConflictDoNothing();
    await tx.insert(assessmentQuestions).values(FEAT_QUESTION_ROWS).onConflictDoNothing();
    await tx.insert(lookingFor).values(LOOKING_FOR_ROWS).onConflictDoNothing();
    await tx.insert(productLookingFor).values(PRODUCT_LOOKING_FOR_ROWS).onConflictDoNothing();
    // `001 §1`: FEAT is attempted before CFX; the other chains are the catalogue's recommended order.
    await tx.insert(productPrerequisites).values(PREREQUISITE_ROWS).onConflictDoNothing();
    await tx.insert(learningPaths).values(LEARNING_PATH_ROWS).onConflictDoNothing();
    await tx.insert(learningPathCourses).values(LEARNING_PATH_COURSE_ROWS).onConflictDoNothing();
    await tx
      .insert(cartItems)
      .values([
        ...partyItemRows('learner', 'cartProductIds'),
        ...partyItemRows('secondLearner', 'cartProductIds'),
      ])
      .onConflictDoNothing();
    await tx
      .insert(wishlistItems)
      .values(partyItemRows('learner', 'wishlistProductIds'))
      .onConflictDoNothing();
    const now = Date.now();
    await tx.insert(coupons).values(COUPON_ROWS).onConflictDoNothing();
    await seedPurchases(tx, now);
    await tx.insert(alerts).values(alertRows(now)).onConflictDoNothing();
    await tx.insert(notifications).values(notificationRows(now)).onConflictDoNothing();
    const load = loadLearnerRows(now);
    await tx.insert(cartItems).values(load.cart).onConflictDoNothing();
    await tx.insert(wishlistItems).values(load.wishlist).onConflictDoNothing();
    await tx.insert(alerts).values(load.alerts);
    await tx.insert(notifications).values(load.notifications);
    await tx.insert(events).values(eventRows(now)).onConflictDoNothing();
    await tx.insert(enrolments).values(cfxHolderEnrolments(now)).onConflictDoNothing();
    const jobRows = jobSeedRows(now);
    await tx.insert(corporates).values(CORPORATE_ROWS).onConflictDoNothing();
    await tx.insert(jobs).values(jobRows.jobs).onConflictDoNothing();
    await tx.insert(jobStages).values(jobRows.stages).onConflictDoNothing();
    await tx.insert(jobQuestions).values(jobRows.questions).onConflictDoNothing();
    await seedJobSeeker(tx, now);
    await tx.insert(colleges).values(DEMO_COLLEGE).onConflictDoNothing();
    await tx.insert(collegeMembers).values(COLLEGE_MEMBER_ROWS).onConflictDoNothing();
    await tx.insert(staffMessages).values(staffMessageRows(now)).onConflictDoNothing();
    await tx.insert(eventRsvps).values(eventRsvpRows(now)).onConflictDoNothing();
    await tx.insert(spocAssignments).values(SPOC_ROWS).onConflictDoNothing();
  });
};

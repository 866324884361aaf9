import { randomUUID } from 'node:crypto';
import { ProductId, ReportKind, RoleId } from '@finx/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { assessmentAttempts } from '../../db/schema/assessment';
import { products } from '../../db/schema/catalogue';
import { enrolments, orders } from '../../db/schema/checkout';
import { authSessions, users } from '../../db/schema/identity';
import { jobApplications, jobStages, jobs } from '../../db/schema/jobs';
import { courseLessons, courseModules, lessonProgress } from '../../db/schema/learning';

/**
 * Three rows of one report, made for testing its sorts: inserted in an order (row 0, 1, 2) that is neither
 * ascending nor descending by any of the report's sort keys, each key's values distinct, so a sort that
 * is ignored, reversed or always descending shows. Every row belongs to one of three new learners whose
 * last name and e-mail carry `search`, so searching for it gives exactly these rows.
 */
export interface SortRows {
  search: string;
  /** The rows' e-mail addresses (every report shows emailId), in insertion order. */
  emails: readonly string[];
  /** For each sort key, each row's value in that key's order (a time, a number or a rank). */
  values: Record<string, readonly number[]>;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ROWS = [0, 1, 2] as const;

// Row i's value of each kind of column. Ascending, the rows come 1,2,0 by name; 2,0,1 by the date and
// by the rank of a named thing (product, job title); 1,0,2 by the later time, the number and the lessons
// done; 0,2,1 by the second number.
const FIRST_NAMES = ['Charlie', 'Alpha', 'Bravo'];
const DAYS_AGO = [20, 10, 30];
const HOURS_AGO = [5, 9, 1];
const NUMBERS = [50, 10, 90];
const SECOND_NUMBERS = [40, 80, 60];
const RANKS = [1, 2, 0];
const LESSONS_DONE = [1, 0, 2];

/** The rows' order by a sort key, ascending: the row indexes. */
export const ascendingRows = (values: readonly number[]): number[] =>
  [...ROWS].sort((a, b) => values[a]! - values[b]!);

/** The rows' e-mails in the order a sort key gives them, ascending. */
export const emailsAscending = (rows: SortRows, sort: string): string[] =>
  ascendingRows(rows.values[sort] ?? []).map((i) => rows.emails[i]!);

/**
 * Every sort of a report both ways, with the e-mails in the order the rows must come back. Throws when
 * the fixture has no column for one of the report's sort keys (or one the report does not sort by).
 */
export const sortCases = (
  sortable: readonly string[],
  rows: SortRows,
): { sort: string; order: 'asc' | 'desc'; expected: string[] }[] => {
  if ([...sortable].sort().join() !== Object.keys(rows.values).sort().join()) {
    throw new Error(
      `the sort fixture's columns ${Object.keys(rows.values).join()} are not ${sortable.join()}`,
    );
  }
  return sortable.flatMap((sort) => {
    const ascending = emailsAscending(rows, sort);
    return [
      { sort, order: 'asc' as const, expected: ascending },
      { sort, order: 'desc' as const, expected: [...ascending].reverse() },
    ];
  });
};

/** Fails when a column's values would not tell a sort from insertion order (or its reverse). */
const checked = (values: Record<string, readonly number[]>): Record<string, readonly number[]> => {
  for (const [key, column] of Object.entries(values)) {
    const order = ascendingRows(column).join();
    if (new Set(column).size !== ROWS.length || order === '0,1,2' || order === '2,1,0') {
      throw new Error(`the sort fixture's ${key} values do not test a sort`);
    }
  }
  return values;
};

/** Three products, by the database's own order of their names (ties left out). */
const productsByName = async (db: Database): Promise<number[]> => {
  const rows = await db
    .select({ id: products.productId, name: products.name })
    .from(products)
    .orderBy(asc(products.name));
  const distinct = rows.filter((row, i) => i === 0 || row.name !== rows[i - 1]!.name);
  return distinct.slice(0, 3).map((row) => row.id);
};

/** Three jobs by their titles' order, each with a stage an application can stand at. */
const jobsByTitle = async (db: Database): Promise<{ jobId: number; stageId: number }[]> => {
  const rows = await db.select({ id: jobs.jobId, title: jobs.title }).from(jobs).orderBy(asc(jobs.title));
  const picked = rows.filter((row, i) => i === 0 || row.title !== rows[i - 1]!.title).slice(0, 3);
  const stages = await db
    .select({ jobId: jobStages.jobId, stageId: jobStages.stageId })
    .from(jobStages)
    .where(
      inArray(
        jobStages.jobId,
        picked.map((row) => row.id),
      ),
    )
    .orderBy(asc(jobStages.position));
  return picked.map((row) => ({
    jobId: row.id,
    stageId: stages.find((stage) => stage.jobId === row.id)!.stageId,
  }));
};

/** Inserts three rows of `kind`'s report (and their learners), out of order by every sort key. */
export async function insertSortRows(db: Database, kind: ReportKind): Promise<SortRows> {
  const search = `srt-${kind.toLowerCase().replaceAll('_', '')}-x`;
  const now = Date.now();
  const dates = DAYS_AGO.map((days) => new Date(now - days * DAY));
  const later = HOURS_AGO.map((hours) => new Date(now - hours * HOUR));
  const time = (instants: Date[]) => instants.map((instant) => instant.getTime());
  // Names compare as their first names (the last name is the same search word): rank them.
  const nameRanks = FIRST_NAMES.map((name) => [...FIRST_NAMES].sort().indexOf(name));
  const emails = ROWS.map((i) => `${search}-${i}@sort.test`);

  const learners = await db
    .insert(users)
    .values(
      ROWS.map((i) => ({
        email: emails[i]!,
        firstName: FIRST_NAMES[i]!,
        lastName: search,
        roleId: RoleId.LEARNER,
        entryMode: 4,
        createdAt: dates[i]!,
        ...(kind === ReportKind.CRM_UNSUBSCRIBES
          ? { unsubscribedAt: dates[i]!, unsubscribeReason: 'Too many mails' }
          : {}),
      })),
    )
    .returning({ userId: users.userId, partyId: users.partyId });
  const party = (i: number) => learners[i]!.partyId;

  const enrol = (productIds: readonly number[], at: Date[] = dates, score?: readonly number[]) =>
    db
      .insert(enrolments)
      .values(
        ROWS.map((i) => ({
          partyId: party(i),
          productId: productIds[i]!,
          source: 'OFFLINE' as const,
          enrolledAt: at[i]!,
          ...(score ? { score: score[i]! } : {}),
        })),
      )
      .returning({ id: enrolments.id });
  const attempts = async () => {
    const enrolled = await enrol(ROWS.map(() => ProductId.FEAT));
    await db.insert(assessmentAttempts).values(
      ROWS.map((i) => ({
        enrolmentId: enrolled[i]!.id,
        partyId: party(i),
        productId: ProductId.FEAT,
        startedAt: dates[i]!,
        deadlineAt: new Date(dates[i]!.getTime() + HOUR),
        submittedAt: new Date(dates[i]!.getTime() + HOUR / 2),
        closedBy: 'LEARNER' as const,
        score: NUMBERS[i]!,
      })),
    );
  };
  const rankedProducts = async () => {
    const byName = await productsByName(db);
    return ROWS.map((i) => byName[RANKS[i]!]!);
  };

  switch (kind) {
    case ReportKind.ENROLLMENT:
      await enrol(await rankedProducts());
      return {
        search,
        emails,
        values: checked({ enrolledOn: time(dates), studentName: nameRanks, productName: RANKS }),
      };
    case ReportKind.CRM_ENROLMENTS:
      await enrol(await rankedProducts());
      return {
        search,
        emails,
        values: checked({ enrolledAt: time(dates), userName: nameRanks, productName: RANKS }),
      };
    case ReportKind.USER_ACTIVITY:
      await db.insert(authSessions).values(
        ROWS.map((i) => ({
          id: randomUUID(),
          userId: learners[i]!.userId,
          currentJti: `sort-fixture-${i}`,
          jtiSequence: 0,
          createdAt: dates[i]!,
          lastSeenAt: later[i]!,
          endedAt: later[i]!,
        })),
      );
      return {
        search,
        emails,
        values: checked({ signedInAt: time(dates), userName: nameRanks, lastSeenAt: time(later) }),
      };
    case ReportKind.ASSESSMENT:
      await attempts();
      return {
        search,
        emails,
        values: checked({ startedAt: time(dates), studentName: nameRanks, learningProgress: NUMBERS }),
      };
    case ReportKind.CRM_ASSESSMENTS:
      await attempts();
      return {
        search,
        emails,
        values: checked({ startedAt: time(dates), userName: nameRanks, score: NUMBERS }),
      };
    case ReportKind.UNASSIGNED_USERS:
      return { search, emails, values: checked({ registeredOn: time(dates), userName: nameRanks }) };
    case ReportKind.CRM_SIGN_UPS:
      return { search, emails, values: checked({ registeredAt: time(dates), userName: nameRanks }) };
    case ReportKind.CRM_UNSUBSCRIBES:
      return { search, emails, values: checked({ unsubscribedAt: time(dates), userName: nameRanks }) };
    case ReportKind.CRM_ORDERS:
      await db.insert(orders).values(
        ROWS.map((i) => ({
          partyId: party(i),
          placedAt: dates[i]!,
          totalItemPaise: NUMBERS[i]! * 1_000,
          totalOrderPaise: NUMBERS[i]! * 1_000,
        })),
      );
      return {
        search,
        emails,
        values: checked({ placedAt: time(dates), userName: nameRanks, amountRupees: NUMBERS }),
      };
    case ReportKind.CRM_APPLICATIONS: {
      const byTitle = await jobsByTitle(db);
      await db.insert(jobApplications).values(
        ROWS.map((i) => ({
          jobId: byTitle[RANKS[i]!]!.jobId,
          partyId: party(i),
          stageId: byTitle[RANKS[i]!]!.stageId,
          status: 'IN_PROGRESS' as const,
          appliedAt: dates[i]!,
          updatedAt: later[i]!,
        })),
      );
      return {
        search,
        emails,
        values: checked({ appliedAt: time(dates), userName: nameRanks, jobTitle: RANKS }),
      };
    }
    case ReportKind.CFX_PROGRESS: {
      await enrol(ROWS.map(() => ProductId.CFX));
      await enrol(
        ROWS.map(() => ProductId.FEAT),
        dates,
        SECOND_NUMBERS,
      );
      const lessons = await db
        .select({ lessonId: courseLessons.lessonId })
        .from(courseLessons)
        .innerJoin(courseModules, eq(courseModules.moduleId, courseLessons.moduleId))
        .where(eq(courseModules.productId, ProductId.CFX))
        .orderBy(asc(courseLessons.lessonId))
        .limit(Math.max(...LESSONS_DONE));
      if (lessons.length < Math.max(...LESSONS_DONE)) throw new Error('the CFX course has too few lessons');
      const done = ROWS.flatMap((i) =>
        lessons.slice(0, LESSONS_DONE[i]).map(({ lessonId }) => ({ partyId: party(i), lessonId })),
      );
      await db.insert(lessonProgress).values(done);
      return {
        search,
        emails,
        values: checked({
          enrolledOn: time(dates),
          studentName: nameRanks,
          progress: LESSONS_DONE,
          featScore: SECOND_NUMBERS,
        }),
      };
    }
    default:
      throw new Error(`no sort rows for the ${kind} report: add them to this fixture`);
  }
}

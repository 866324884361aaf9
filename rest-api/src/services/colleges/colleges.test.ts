import {
  ApplicationStatus,
  type Candidate,
  type CollegeStudentRow,
  type CollegeSummary,
  RestPath,
} from '@finx/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { createTestRestApi, type TestRestApi } from '../../testing/test-rest-api';

let api: TestRestApi;

beforeAll(async () => {
  api = await createTestRestApi();
}, 60_000);
afterAll(() => api?.close());

describe('the college dashboard’s placements', () => {
  // Issue 28 item 9: the seeded student's application moved to Placed with no joining date recorded yet;
  // the count read job_placements and said 0 while the applicants list showed them Placed.
  it('count the applications the applicants list shows as placed, in the figure and per student', async () => {
    const tpo = await api.signedIn(DEMO_ACCOUNTS.tpo.email);
    const applicants = await tpo.get<never, Candidate>(RestPath.STAFF_JOB_COLLEGE_CANDIDATES);
    const placed = (applicants.body.responseListObject ?? []).filter(
      (row) => row.status === ApplicationStatus.PLACED,
    );
    expect(placed.length).toBeGreaterThan(0);

    const mine = await tpo.get<CollegeSummary>(RestPath.COLLEGE_MINE);
    expect(mine.body.responseObject?.placements).toBe(placed.length);
    const students = await tpo.get<never, CollegeStudentRow>(RestPath.COLLEGE_STUDENTS);
    const perStudent = (students.body.responseListObject ?? []).reduce((sum, row) => sum + row.placements, 0);
    expect(perStudent).toBe(placed.length);
  });
});

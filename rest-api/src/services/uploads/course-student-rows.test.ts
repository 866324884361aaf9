import { COURSE_STUDENT_UPLOAD_COLUMNS } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { courseStudentRowChecker } from './course-student-rows';

const check = courseStudentRowChecker([...COURSE_STUDENT_UPLOAD_COLUMNS]);

describe('students to a course rows (/add-student-course)', () => {
  it('takes the learner by e-mail or by student id, and the course id as a number or text', () => {
    expect(check(2, ['Priya@Example.com', null, 3008])).toMatchObject({
      ok: true,
      row: { emailId: 'priya@example.com', studentId: null, courseId: 3008 },
    });
    expect(check(3, [null, '500001', '3008'])).toMatchObject({
      ok: true,
      row: { emailId: '', studentId: 500_001, courseId: 3008 },
    });
  });

  it('keys the learner and course, whatever the row', () => {
    const a = check(2, ['p@x.com', null, 3008]);
    const b = check(8, ['P@X.com', null, '3008']);
    const c = check(9, ['p@x.com', null, 3009]);
    expect(a.ok && b.ok && a.row.rowKey === b.row.rowKey).toBe(true);
    expect(a.ok && c.ok && a.row.rowKey !== c.row.rowKey).toBe(true);
  });

  it('names a missing learner, bad ids and a missing course', () => {
    expect(check(4, [null, null, null])).toMatchObject({
      ok: false,
      errors: ['emailId is required', 'courseId is required'],
    });
    expect(check(5, ['bad', 'abc', -3])).toMatchObject({
      ok: false,
      errors: ['emailId is not valid', 'studentId is not valid', 'courseId is not valid'],
    });
  });
});

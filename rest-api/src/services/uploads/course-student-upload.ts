import { COURSE_STUDENT_UPLOAD_COLUMNS, messageFor, StaffAction } from '@finx/domain';
import { type CourseStudentRow, courseStudentRowChecker } from './course-student-rows';
import type { CourseStudentsRepository } from './course-students.repository';
import type { RowOutcome, UploadKind } from './uploads.service';

/**
 * /add-student-course (admin): each row enrols a learner in a course without payment. A learner already
 * enrolled in that course (bought, or an earlier upload) fails the row with that reason: nothing doubles.
 * The enrolments are made in the batch's transaction, so a batch cut short by a crash leaves none of
 * them, and the resumed job gives each row its first outcome rather than "already enrolled".
 */
export const courseStudentUpload = (
  courseStudents: CourseStudentsRepository,
): UploadKind<CourseStudentRow> => ({
  name: 'course-students',
  auditAction: StaffAction.UPLOAD_COURSE_STUDENTS,
  columns: COURSE_STUDENT_UPLOAD_COLUMNS,
  checker: courseStudentRowChecker,
  writeInBatch: async (tx, _actor, rows) => {
    const answers: RowOutcome[] = [];
    for (const row of rows) {
      const partyId = await courseStudents.learner(
        { emailId: row.emailId || null, studentId: row.studentId },
        tx,
      );
      const enrolled =
        typeof partyId === 'number' ? await courseStudents.enrol(partyId, row.courseId, tx) : partyId;
      answers.push(
        typeof enrolled === 'number'
          ? { reference: `enrolment-${enrolled}` }
          : { errors: [messageFor(enrolled)] },
      );
    }
    return answers;
  },
});

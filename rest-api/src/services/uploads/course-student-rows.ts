import { COURSE_STUDENT_UPLOAD_COLUMNS, type CourseStudentUploadColumn, Pattern } from '@finx/domain';
import type { StudentRef } from './course-students.repository';
import {
  columnsOf,
  formulaErrors,
  invalidError,
  requiredError,
  type RowCells,
  rowCells,
  rowKeyOf,
} from './row-cells';
import type { SheetCell } from './sheet-rows';
import type { CheckedRow, KeyedRow } from './uploads.service';

/** One enrolment to make (/add-student-course): the learner and the course's product id. */
export interface CourseStudentRow extends KeyedRow {
  studentId: StudentRef['studentId'];
  courseId: number;
}

/** A positive whole number (ids), as a spreadsheet number or its text; else null. */
const idOf = (text: string): number | null => {
  if (!/^\d{1,9}(\.0+)?$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
};

/** The learner by emailId or studentId (either is enough; both must agree), and a courseId. */
export const checkCourseStudentRow = (
  rowNumber: number,
  row: RowCells<CourseStudentUploadColumn>,
): CheckedRow<CourseStudentRow> => {
  const emailId = row.text('emailId').toLowerCase();
  const studentText = row.text('studentId');
  const studentId = studentText === '' ? null : idOf(studentText);
  const courseText = row.text('courseId');
  const courseId = idOf(courseText);
  const errors = formulaErrors(row);
  if (emailId === '' && studentText === '') errors.push(requiredError('emailId'));
  if (emailId !== '' && !Pattern.EMAIL.test(emailId)) errors.push(invalidError('emailId'));
  if (studentText !== '' && studentId === null) errors.push(invalidError('studentId'));
  if (courseText === '') errors.push(requiredError('courseId'));
  else if (courseId === null) errors.push(invalidError('courseId'));
  if (errors.length > 0 || courseId === null) {
    return { ok: false, rowNumber, fullName: '', emailId, errors: [...new Set(errors)] };
  }
  return {
    ok: true,
    row: {
      rowNumber,
      fullName: '',
      emailId,
      studentId,
      courseId,
      rowKey: rowKeyOf([emailId, studentId ?? '', courseId]),
    },
  };
};

export const courseStudentRowChecker = (headers: readonly SheetCell[]) => {
  const index = columnsOf(headers, COURSE_STUDENT_UPLOAD_COLUMNS);
  return (rowNumber: number, cells: readonly SheetCell[]): CheckedRow<CourseStudentRow> =>
    checkCourseStudentRow(rowNumber, rowCells(cells, index));
};

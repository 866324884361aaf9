import { RestPath } from '@finx/domain';
import type { RequestUpstream } from '../../upstream/upstream';
import type { ActionPayload } from '../shared/action-payload.types';
import type { RequestScope } from '../shared/request-scope';
import { done, failed } from '../shared/user-errors';
import type { EnrolCourseStudentInput } from './course-students.types';
import { COURSE_STUDENT_FIELDS } from './uploads.errors';

/** /add-course-student: one learner enrolled in a course by staff, without payment. */
export class CourseStudentsSource {
  private readonly upstream: RequestUpstream;

  constructor(scope: RequestScope) {
    this.upstream = scope.upstream;
  }

  async enrol(input: EnrolCourseStudentInput): Promise<ActionPayload> {
    const result = await this.upstream.call({
      method: 'POST',
      path: RestPath.COURSE_STUDENT_ENROL,
      body: {
        emailId: input.emailId?.trim() || null,
        studentId: input.studentId ?? null,
        courseId: input.courseId,
      },
      auth: 'user',
      allowFailure: true,
    });
    return result.ok ? done() : failed(result, COURSE_STUDENT_FIELDS);
  }
}

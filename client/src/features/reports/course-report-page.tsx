import { REPORT_MAX_PAGE_SIZE, REPORT_PAGE_SIZES } from '@finx/domain';
import { type CourseReportQuery } from '../../graphql/generated/graphql';
import { CourseReportDocument } from '../../graphql/generated/operations/CourseReport';
import { useCourseReportQuery } from '../../graphql/generated/hooks';
import { listPaging } from '../../shared/list-params';
import { useListQuery } from '../../shared/use-search-update';
import { CallReportPage, type CallReportColumn, useEveryRow } from './call-report-page';
import { reportMoment } from './call-report-pages';
import { CoursePicker, useCourses } from './course-picker';

type CourseRow = CourseReportQuery['courseReport']['rows'][number];

/** Said in the grid until a course is chosen. */
export const CHOOSE_COURSE_TEXT = 'Choose a course to see its learners.';

export const COURSE_REPORT_COLUMNS: readonly CallReportColumn<CourseRow>[] = [
  { key: 'studentName', header: 'Learner', value: (row) => row.studentName, minWidth: 160 },
  { key: 'emailId', header: 'E-mail', value: (row) => row.emailId, minWidth: 200 },
  { key: 'source', header: 'Source', value: (row) => row.source, minWidth: 90 },
  { key: 'enrolledAt', header: 'Enrolled', value: (row) => reportMoment(row.enrolledAt) },
  { key: 'validUntil', header: 'Valid Until', value: (row) => reportMoment(row.validUntil) },
  {
    key: 'lessons',
    header: 'Lessons Done',
    value: (row) => `${row.lessonsDone} of ${row.lessonsTotal}`,
    minWidth: 110,
  },
  { key: 'progress', header: 'Progress (%)', value: (row) => row.progress, minWidth: 100 },
  { key: 'completedAt', header: 'Completed', value: (row) => reportMoment(row.completedAt) },
  { key: 'score', header: 'Score', value: (row) => row.score, minWidth: 80 },
];

/**
 * /course-report (admin, SYSOPSADMIN, as the enrolment report): studentreport/course, one course's learners
 * with their progress. The course is picked on the page and kept in the URL (`?productId=`).
 */
export function CourseReportPage() {
  const [search, setQuery] = useListQuery();
  const asked = Number(search.get('productId'));
  const productId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const text = search.get('q')?.trim() || null;
  const paging = listPaging(search, REPORT_PAGE_SIZES);
  const courses = useCourses();
  const list = useCourseReportQuery({
    variables: { productId: productId ?? 0, search: text, ...paging },
    skip: productId === null,
    fetchPolicy: 'cache-and-network',
  });
  const everything = useEveryRow(
    CourseReportDocument,
    { productId: productId ?? 0, search: text },
    (data) => data.courseReport,
    REPORT_MAX_PAGE_SIZE,
  );
  const course = courses.find((row) => row.productId === productId);
  return (
    <CallReportPage<CourseRow>
      title="Course Report"
      testId="course-report"
      fileStem={
        course
          ? `Course-Report-${course.productName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}`
          : 'Course-Report'
      }
      columns={COURSE_REPORT_COLUMNS}
      data={productId === null ? { rows: [], totalRecords: 0 } : list.data?.courseReport}
      query={list}
      pageSizes={REPORT_PAGE_SIZES}
      everything={everything}
      exportable={productId !== null}
      emptyText={productId === null ? CHOOSE_COURSE_TEXT : undefined}
      intro={
        <CoursePicker
          courses={courses}
          value={productId}
          onChange={(chosen) => setQuery({ productId: chosen === null ? null : String(chosen) })}
          testId="course-report-course"
        />
      }
      search={productId === null ? undefined : { label: 'Name or e-mail', testId: 'course-report-search' }}
    />
  );
}

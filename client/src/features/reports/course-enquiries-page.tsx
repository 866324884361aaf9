import { REPORT_MAX_PAGE_SIZE, REPORT_PAGE_SIZES } from '@finx/domain';
import { type CourseEnquiriesQuery } from '../../graphql/generated/graphql';
import { CourseEnquiriesDocument } from '../../graphql/generated/operations/CourseEnquiries';
import { useCourseEnquiriesQuery } from '../../graphql/generated/hooks';
import { listPaging } from '../../shared/list-params';
import { useListQuery } from '../../shared/use-search-update';
import { CallReportPage, type CallReportColumn, useEveryRow } from './call-report-page';
import { reportMoment } from './call-report-pages';
import { CoursePicker, useCourses } from './course-picker';

type EnquiryRow = CourseEnquiriesQuery['courseEnquiries']['rows'][number];

export const COURSE_ENQUIRY_COLUMNS: readonly CallReportColumn<EnquiryRow>[] = [
  {
    key: 'name',
    header: 'Learner',
    value: (row) => `${row.firstName} ${row.lastName}`.trim(),
    minWidth: 160,
  },
  { key: 'email', header: 'E-mail', value: (row) => row.email, minWidth: 200 },
  { key: 'mobile', header: 'Mobile', value: (row) => row.mobile, minWidth: 120 },
  { key: 'productName', header: 'Course', value: (row) => row.productName, minWidth: 180 },
  { key: 'enquiredOn', header: 'Enquired On', value: (row) => reportMoment(row.enquiredOn) },
];

/**
 * /course-enquiries (admin, ops): Admin StudentEnquiry, the learners who asked about a course (course/apply,
 * whose mail promises a counsellor's call), newest first, for staff to call back; one course or all.
 */
export function CourseEnquiriesPage() {
  const [search, setQuery] = useListQuery();
  const asked = Number(search.get('productId'));
  const productId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const text = search.get('q')?.trim() || null;
  const paging = listPaging(search, REPORT_PAGE_SIZES);
  const courses = useCourses();
  const list = useCourseEnquiriesQuery({
    variables: { search: text, productId, ...paging },
    fetchPolicy: 'cache-and-network',
  });
  const everything = useEveryRow(
    CourseEnquiriesDocument,
    { search: text, productId },
    (data) => data.courseEnquiries,
    REPORT_MAX_PAGE_SIZE,
  );
  return (
    <CallReportPage<EnquiryRow>
      title="Course Enquiries"
      testId="course-enquiries"
      fileStem="Course-Enquiries"
      columns={COURSE_ENQUIRY_COLUMNS}
      data={list.data?.courseEnquiries}
      query={list}
      pageSizes={REPORT_PAGE_SIZES}
      everything={everything}
      search={{ label: 'Name, e-mail, mobile or course', testId: 'course-enquiries-search' }}
      filters={
        <CoursePicker
          courses={courses}
          value={productId}
          onChange={(chosen) => setQuery({ productId: chosen === null ? null : String(chosen) })}
          testId="course-enquiries-course"
          anyLabel="All courses"
        />
      }
    />
  );
}

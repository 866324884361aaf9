import { ClientRoute, messageFor, ReasonCode, RoleId } from '@finx/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSnackbar } from '../../shared/toast';
import {
  useEnrolCourseStudentMutation,
  useStaffProductsQuery,
  useStaffUsersQuery,
} from '../../graphql/generated/hooks';
import { autocompleteInput } from '../../shared/autocomplete-input';

/** How many matches each picker lists; typing narrows them on the server. */
const PICK_LIMIT = 20;

interface Student {
  partyId: number;
  label: string;
}
interface Course {
  productId: number;
  label: string;
}

export const ENROLLED_TEXT = 'The student was enrolled in the course.';

/**
 * /add-course-student (admin or ops): one learner enrolled in one course without payment, picked by
 * name or e-mail and by course name. /add-student-course is the same enrolment for a file of rows.
 */
export default function AddCourseStudentPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [studentSearch, setStudentSearch] = useState('');
  const [courseSearch, setCourseSearch] = useState('');
  const [student, setStudent] = useState<Student | null>(null);
  const [course, setCourse] = useState<Course | null>(null);
  const [errors, setErrors] = useState<{ student?: string; course?: string }>({});
  const students = useStaffUsersQuery({
    variables: { search: studentSearch || null, roleId: RoleId.LEARNER, page: 1, limit: PICK_LIMIT },
  });
  const courses = useStaffProductsQuery({
    variables: { search: courseSearch || null, page: 1, limit: PICK_LIMIT },
  });
  const [enrol, { loading }] = useEnrolCourseStudentMutation();

  const studentOptions: Student[] = (students.data?.staffUsers.rows ?? []).map((row) => ({
    partyId: row.partyId,
    label: `${row.firstName} ${row.lastName} (${row.email})`,
  }));
  const courseOptions: Course[] = (courses.data?.staffProducts.rows ?? []).map((row) => ({
    productId: row.productId,
    label: `${row.productName} (${row.productId})`,
  }));

  const submit = async () => {
    const missing = {
      ...(student ? {} : { student: 'Please select a student' }),
      ...(course ? {} : { course: 'Please select a course' }),
    };
    setErrors(missing);
    if (!student || !course) return;
    const { data } = await enrol({
      variables: { input: { studentId: student.partyId, courseId: course.productId } },
    });
    const answer = data?.enrolCourseStudent;
    if (answer?.ok) {
      enqueueSnackbar(ENROLLED_TEXT, { variant: 'success' });
      setStudent(null);
      return;
    }
    const refusal = answer?.userErrors[0];
    const message = refusal?.message ?? messageFor(ReasonCode.UPSTREAM_UNAVAILABLE);
    if (refusal?.field === 'input.courseId') setErrors({ course: message });
    else if (refusal?.field) setErrors({ student: message });
    enqueueSnackbar(message, { variant: 'error' });
  };

  return (
    <Stack spacing={3} data-testid="add-course-student" sx={{ minWidth: 0, maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        Add Student to Course
      </Typography>
      <Autocomplete
        options={studentOptions}
        value={student}
        onChange={(_, next) => setStudent(next)}
        onInputChange={(_, next, reason) => reason === 'input' && setStudentSearch(next)}
        isOptionEqualToValue={(option, chosen) => option.partyId === chosen.partyId}
        filterOptions={(options) => options}
        loading={students.loading}
        renderInput={autocompleteInput({
          label: 'Student',
          testId: 'student-pick',
          error: errors.student,
          hint: 'Type a name or E-Mail Id',
        })}
      />
      <Autocomplete
        options={courseOptions}
        value={course}
        onChange={(_, next) => setCourse(next)}
        onInputChange={(_, next, reason) => reason === 'input' && setCourseSearch(next)}
        isOptionEqualToValue={(option, chosen) => option.productId === chosen.productId}
        filterOptions={(options) => options}
        loading={courses.loading}
        renderInput={autocompleteInput({
          label: 'Course',
          testId: 'course-pick',
          error: errors.course,
          hint: 'Type a course name',
        })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={loading}
          data-testid="enrol-submit"
        >
          Enrol
        </Button>
        <Button component={RouterLink} to={ClientRoute.addStudentCourse()} variant="outlined">
          Upload a file instead
        </Button>
      </Stack>
      <Box>
        <Button component={RouterLink} to={ClientRoute.courseList()}>
          Back
        </Button>
      </Box>
    </Stack>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCourseReportOptionsQuery } from '../../graphql/generated/hooks';

export interface Course {
  productId: number;
  productName: string;
}

/** The courses staff pick a report's course from (allproduct, courses by name). */
export const useCourses = (): Course[] =>
  useCourseReportOptionsQuery({ fetchPolicy: 'cache-first' }).data?.staffProducts.rows ?? [];

/**
 * A report's course, kept in the URL by its page. With `anyLabel` the first choice is every course (an
 * optional filter); without, a course must be chosen.
 */
export function CoursePicker({
  courses,
  value,
  onChange,
  testId,
  anyLabel,
}: {
  courses: readonly Course[];
  value: number | null;
  onChange: (productId: number | null) => void;
  testId: string;
  anyLabel?: string;
}) {
  const known = courses.some((course) => course.productId === value);
  return (
    <TextField
      select
      label="Course"
      size="small"
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      sx={{ maxWidth: 420, minWidth: 220 }}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': testId }, inputLabel: { shrink: true } }}
    >
      {anyLabel !== undefined && <MenuItem value="">{anyLabel}</MenuItem>}
      {courses.map((course) => (
        <MenuItem key={course.productId} value={String(course.productId)}>
          {course.productName}
        </MenuItem>
      ))}
    </TextField>
  );
}

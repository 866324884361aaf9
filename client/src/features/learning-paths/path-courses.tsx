import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type PickedProduct, ProductPicker } from '../catalogue-admin/product-picker';

/**
 * The courses of a path in order: add one at the end, move it up or down, remove it. An error of the
 * list as a whole (a string) shows under the list; the errors of rows (the server's sequence refusal
 * comes on `input.productIds.N`, so the form holds it at that row) on their course's row.
 */
export function PathCourses({
  courses,
  onChange,
  error,
  disabled,
}: {
  courses: PickedProduct[];
  onChange: (next: PickedProduct[]) => void;
  error?: string | readonly (string | undefined)[];
  disabled?: boolean;
}) {
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const listError = typeof error === 'string' ? error : undefined;
  const rowErrors = Array.isArray(error) ? error : [];
  const move = (from: number, to: number) => {
    const next = [...courses];
    const [course] = next.splice(from, 1);
    next.splice(to, 0, course!);
    onChange(next);
  };
  const add = (product: PickedProduct | null) => {
    setPicked(null);
    if (!product || courses.some((course) => course.productId === product.productId)) return;
    onChange([...courses, product]);
  };
  return (
    <Stack spacing={1} data-testid="learning-path-courses">
      <Typography variant="subtitle1" component="h2">
        Courses, in the order to take them
      </Typography>
      <List dense disablePadding>
        {courses.map((course, index) => (
          <ListItem
            key={course.productId}
            divider
            data-testid={`learning-path-course-${index}`}
            secondaryAction={
              <Stack direction="row">
                <IconButton
                  aria-label={`Move ${course.productName} up`}
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                  data-testid={`learning-path-up-${index}`}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`Move ${course.productName} down`}
                  disabled={disabled || index === courses.length - 1}
                  onClick={() => move(index, index + 1)}
                  data-testid={`learning-path-down-${index}`}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  aria-label={`Remove ${course.productName}`}
                  disabled={disabled}
                  onClick={() => onChange(courses.filter((_, at) => at !== index))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            }
            sx={{ pr: 16 }}
          >
            <ListItemText
              primary={`${index + 1}. ${course.productName}`}
              secondary={
                rowErrors[index] ? (
                  <span role="alert" data-testid="learning-path-row-error">
                    {rowErrors[index]}
                  </span>
                ) : undefined
              }
              slotProps={{ secondary: { color: 'error' } }}
            />
          </ListItem>
        ))}
      </List>
      <ProductPicker
        value={picked}
        onChange={add}
        label="Add a course"
        disabled={disabled}
        testId="learning-path-add-course"
      />
      {listError && (
        <Alert severity="error" data-testid="learning-path-courses-error">
          {listError}
        </Alert>
      )}
    </Stack>
  );
}

import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './date-field';

// MUI X's pickers with their dayjs adapter are about half of a page that draws two date fields
// (the staff dashboards' period: some 350 KB of the page's 740 KB before minifying).
const DateField = lazy(() => import('./date-field').then((module) => ({ default: module.DateField })));

/**
 * A DateField for a screen whose content should not wait for the pickers: the page draws at once with
 * a field-sized placeholder, and the field stands in it when its code has arrived (started with the
 * page's first render). Forms keep DateField itself, as their fields are edited, not glanced at.
 */
export function LazyDateField(props: DateFieldProps) {
  const height = (props.size ?? 'small') === 'small' ? 40 : 56;
  return (
    <Suspense
      fallback={
        <Skeleton
          variant="rounded"
          height={height}
          // Full width where the fields stand in a column (a phone), as the field itself stretches there.
          sx={{ width: props.fullWidth ? '100%' : { xs: '100%', sm: 220 } }}
          aria-label={`Loading ${props.label}`}
        />
      }
    >
      <DateField {...props} />
    </Suspense>
  );
}

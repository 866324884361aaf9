import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';

export interface DateFieldProps {
  /** The field's label, also its accessible name. */
  label: string;
  /** An ISO calendar date (`YYYY-MM-DD`), or '' when empty: what forms, URLs and the API carry. */
  value: string;
  onChange: (isoDate: string) => void;
  name?: string;
  error?: boolean;
  helperText?: string;
  /** ISO dates bounding the choice. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  required?: boolean;
  testId?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

const ISO = 'YYYY-MM-DD';
const toDay = (iso: string | undefined): Dayjs | null => (iso ? dayjs(iso) : null);

/**
 * The one date input of the product: the spec shows dates as DD/MM/YYYY (`001 §9`), typed or picked,
 * while the value travels as an ISO date so formik, yup, the URL and the API never parse a display format.
 * It brings its own localisation provider so a page pays for the pickers only when it shows one.
 * An incomplete or invalid typed date reports '' so validation can say the field is required or wrong.
 */
export function DateField({
  label,
  value,
  onChange,
  name,
  error,
  helperText,
  minDate,
  maxDate,
  disabled,
  required,
  testId,
  size = 'small',
  fullWidth,
}: DateFieldProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        format="DD/MM/YYYY"
        value={toDay(value)}
        onChange={(day) => onChange(day?.isValid() ? day.format(ISO) : '')}
        minDate={toDay(minDate) ?? undefined}
        maxDate={toDay(maxDate) ?? undefined}
        disabled={disabled}
        slotProps={{
          textField: {
            name,
            error,
            helperText,
            required,
            size,
            fullWidth,
            // The field is a group of sections (day, month, year) in MUI X 9; tests click it and type digits.
            ...(testId ? { 'data-testid': testId } : {}),
          },
        }}
      />
    </LocalizationProvider>
  );
}

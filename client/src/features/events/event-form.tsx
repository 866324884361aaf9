import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { type EventFormValues, eventSchema, EventType, EventTypeLabel } from '@finx/domain';
import { DateField } from '../../shared/date-field';
import { fieldError, formikTextField } from '../../shared/formik-text-field';

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  eventType: '',
  description: '',
  mode: 'ONLINE',
  date: '',
  startTime: '',
  endTime: '',
  city: '',
  suburb: '',
  venue: '',
  joinUrl: '',
  capacity: '',
};

interface EventFormProps {
  initialValues: EventFormValues;
  submitLabel: string;
  /** Answers the field errors the server placed; the form shows them under their fields. */
  onSubmit: (values: EventFormValues) => Promise<Record<string, string>>;
}

/** The fields of /add-event and /edit-event, checked with the domain's `eventSchema` as REST checks them. */
export function EventForm({ initialValues, submitLabel, onSubmit }: EventFormProps) {
  const formik = useFormik<EventFormValues>({
    initialValues,
    validationSchema: eventSchema,
    enableReinitialize: true,
    onSubmit: async (values, helpers) => {
      const errors = await onSubmit(values);
      for (const [field, message] of Object.entries(errors)) helpers.setFieldError(field, message);
    },
  });
  const errorOf = (name: keyof EventFormValues) => fieldError(formik, name);
  const field = (name: keyof EventFormValues, testId: string) => formikTextField(formik, name, testId);
  const online = formik.values.mode === 'ONLINE';
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      onSubmit={formik.handleSubmit}
      aria-label={submitLabel}
      sx={{ maxWidth: 560 }}
    >
      <TextField {...field('title', 'event-title')} label="Event Title" />
      <TextField
        {...field('eventType', 'event-type-input')}
        select
        label="Event Type"
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-type' } as object } }}
      >
        {Object.values(EventType).map((type) => (
          <MenuItem key={type} value={type} data-testid={`event-type-${type}`}>
            {EventTypeLabel[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('description', 'event-description')} label="Description" multiline minRows={3} />
      <DateField
        label="Event Date"
        name="date"
        value={formik.values.date}
        onChange={(iso) => void formik.setFieldValue('date', iso)}
        error={Boolean(errorOf('date'))}
        helperText={errorOf('date') ?? ' '}
        testId="event-date"
        size="medium"
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('startTime', 'event-start')}
          type="time"
          label="Start Time (IST)"
          slotProps={{ htmlInput: { 'data-testid': 'event-start' }, inputLabel: { shrink: true } }}
        />
        <TextField
          {...field('endTime', 'event-end')}
          type="time"
          label="End Time (IST)"
          slotProps={{ htmlInput: { 'data-testid': 'event-end' }, inputLabel: { shrink: true } }}
        />
      </Stack>
      <TextField
        {...field('mode', 'event-mode-input')}
        select
        label="Mode"
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'event-mode' } as object } }}
      >
        <MenuItem value="ONLINE" data-testid="event-mode-ONLINE">
          Online
        </MenuItem>
        <MenuItem value="IN_PERSON" data-testid="event-mode-IN_PERSON">
          In person
        </MenuItem>
      </TextField>
      {online && <TextField {...field('joinUrl', 'event-link')} label="Joining Link" />}
      {/* An online event is listed under a city for the learners' city filter; only in person has a place. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('city', 'event-city')} label="City" />
        {!online && <TextField {...field('suburb', 'event-suburb')} label="Suburb" />}
      </Stack>
      {!online && <TextField {...field('venue', 'event-venue')} label="Venue" />}
      <TextField {...field('capacity', 'event-capacity')} type="number" label="Capacity (empty: no limit)" />
      <Button
        type="submit"
        variant="contained"
        disabled={formik.isSubmitting}
        data-testid="event-submit"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}

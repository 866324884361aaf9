import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { EmploymentType, EmploymentTypeLabel, JobStatus } from '@finx/domain';
import { autocompleteInput } from '../../../shared/autocomplete-input';
import type { JobFormValues } from './staff-job-draft';
import type { CorporateOption } from './staff-job-options';
import type { StaffJobLookupsFields, StaffOption } from './staff-jobs.types';

export interface JobFormChoices {
  lookups: StaffJobLookupsFields;
  corporates: readonly CorporateOption[];
  locations: readonly StaffOption[];
  courses: readonly { productId: number; productName: string }[];
}

type Form = FormikProps<JobFormValues>;
type TextKey = {
  [K in keyof JobFormValues]: JobFormValues[K] extends string ? K : never;
}[keyof JobFormValues];

/** Touched-or-submitted errors of a field, as MUI's error and helper text take them. */
const shown = (form: Form, name: keyof JobFormValues) => {
  const error = form.errors[name];
  const visible = (form.touched[name] || form.submitCount > 0) && typeof error === 'string';
  return { error: visible, helperText: visible ? error : undefined };
};

const field = (form: Form, name: TextKey) => ({
  name,
  value: form.values[name],
  onChange: form.handleChange,
  onBlur: form.handleBlur,
  ...shown(form, name),
});

function MultiPick({
  form,
  name,
  label,
  options,
}: {
  form: Form;
  name: 'keySkillIds' | 'locationIds';
  label: string;
  options: readonly StaffOption[];
}) {
  const chosen = options.filter((option) => form.values[name].includes(option.id));
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onChange={(_, picked) =>
        void form.setFieldValue(
          name,
          picked.map((option) => option.id),
        )
      }
      onBlur={() => void form.setFieldTouched(name, true)}
      renderInput={autocompleteInput({
        label,
        // The draft rules want at least one of each, so the label says so as the required fields' do.
        required: true,
        testId: `staff-job-${name}`,
        error: shown(form, name).helperText,
      })}
    />
  );
}

/** The job's own fields; the pipeline and the questionnaire have editors of their own. */
export function JobFields({ form, choices }: { form: Form; choices: JobFormChoices }) {
  const { lookups, corporates, locations, courses } = choices;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextField
          {...field(form, 'title')}
          label="Title"
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'staff-job-title' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          {...field(form, 'corporateId')}
          select
          label="Corporate"
          fullWidth
          required
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-job-corporateId' } as object } }}
        >
          {corporates.map((corporate) => (
            <MenuItem key={corporate.id} value={String(corporate.id)}>
              {corporate.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField
          {...field(form, 'description')}
          label="Description"
          fullWidth
          required
          multiline
          minRows={4}
          slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'staff-job-description' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field(form, 'jobFunctionId')}
          select
          label="Function"
          fullWidth
          required
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'staff-job-jobFunctionId' } as object },
          }}
        >
          {lookups.jobFunctions.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field(form, 'employmentType')}
          select
          label="Employment type"
          fullWidth
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'staff-job-employmentType' } as object },
          }}
        >
          {Object.values(EmploymentType).map((type) => (
            <MenuItem key={type} value={type}>
              {EmploymentTypeLabel[type]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MultiPick form={form} name="keySkillIds" label="Key skills" options={lookups.keySkills} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <MultiPick form={form} name="locationIds" label="Locations" options={locations} />
      </Grid>
      {(['minExperience', 'maxExperience'] as const).map((name) => (
        <Grid key={name} size={{ xs: 6, md: 3 }}>
          <TextField
            {...field(form, name)}
            select
            label={name === 'minExperience' ? 'Experience from' : 'Experience to'}
            fullWidth
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': `staff-job-${name}` } as object } }}
          >
            {lookups.experience.map((option) => (
              <MenuItem key={option.id} value={String(option.id)}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      ))}
      {/* Full width on a phone: the CTC labels do not fit half of it. */}
      {(['salaryMin', 'salaryMax'] as const).map((name) => (
        <Grid key={name} size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            {...field(form, name)}
            label={name === 'salaryMin' ? 'Annual CTC from (₹)' : 'Annual CTC to (₹)'}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `staff-job-${name}` } }}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          {...field(form, 'openings')}
          label="Openings"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'staff-job-openings' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          {...field(form, 'closesOn')}
          type="date"
          label="Closing date"
          fullWidth
          required
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'staff-job-closesOn' } }}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          {...field(form, 'status')}
          select
          label="Status"
          fullWidth
          helperText="A closed job takes no applications."
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-job-status' } as object } }}
        >
          <MenuItem value={JobStatus.OPEN}>Open</MenuItem>
          <MenuItem value={JobStatus.CLOSED}>Closed</MenuItem>
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field(form, 'recommendedProductId')}
          select
          label="Recommended course"
          fullWidth
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'staff-job-recommendedProductId' } as object },
          }}
        >
          <MenuItem value="">None</MenuItem>
          {courses.map((course) => (
            <MenuItem key={course.productId} value={String(course.productId)}>
              {course.productName}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}

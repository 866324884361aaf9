import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { EMPLOYMENT_STATUSES, EmploymentStatusLabel, educationSchema, employmentSchema } from '@finx/domain';
import type { LearnerProfileFieldsFragment } from '../../graphql/generated/graphql';
import { useEducationListsQuery } from '../../graphql/generated/hooks';
import {
  fieldProps,
  ProfileSection,
  SectionForm,
  useSectionSave,
  type ViewRow,
  ViewRows,
} from './profile-section';
import { useEducationSave, useEmploymentSave } from './staff-profile-target';

type Profile = LearnerProfileFieldsFragment;
type Close = { profile: Profile; close: () => void; cancel?: () => void };
const FORM_SX = { maxWidth: 640 } as const;
const selectProps = (name: string) => ({
  select: { SelectDisplayProps: { 'data-testid': `profile-field-${name}` } as object },
});

/**
 * A list's names as the server serves them, with the saved value first when the list no longer holds it (or
 * has not come yet), so a saved profile always shows what it holds.
 */
export const optionsWithSaved = (names: readonly string[], saved: string): string[] =>
  saved && !names.includes(saved) ? [saved, ...names] : [...names];

/** Numbers are typed as text; the shared schema turns them into numbers on submit. */
interface EducationForm {
  qualification: string;
  institute: string;
  yearOfPassing: string;
  percentage: string;
}

function EducationFormView({ profile, close, cancel }: Close) {
  const save = useEducationSave();
  const finish = useSectionSave();
  const saved = profile.education;
  // `001 §7` the education endpoints: the qualifications and years the server's rule admits.
  const lists = useEducationListsQuery({ fetchPolicy: 'cache-first' });
  const formik = useFormik<EducationForm>({
    initialValues: {
      qualification: saved?.qualification ?? '',
      institute: saved?.institute ?? '',
      yearOfPassing: saved ? String(saved.yearOfPassing) : '',
      percentage: saved ? String(saved.percentage) : '',
    },
    validationSchema: educationSchema,
    onSubmit: async (values, helpers) => {
      await finish(await save(educationSchema.cast(values)), helpers, values, close);
    },
  });
  return (
    <SectionForm
      id="education"
      label="Education"
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      onCancel={cancel}
      sx={FORM_SX}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField
          {...fieldProps(formik, 'qualification')}
          select
          label="Highest qualification"
          slotProps={selectProps('qualification')}
        >
          {optionsWithSaved(
            (lists.data?.educationQualifications ?? []).map((option) => option.name),
            formik.values.qualification,
          ).map((qualification) => (
            <MenuItem key={qualification} value={qualification}>
              {qualification}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...fieldProps(formik, 'institute')} label="Institute" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <TextField
          {...fieldProps(formik, 'yearOfPassing')}
          select
          label="Year of passing"
          slotProps={selectProps('yearOfPassing')}
        >
          {optionsWithSaved(
            (lists.data?.educationYears ?? []).map((option) => option.name),
            formik.values.yearOfPassing,
          ).map((year) => (
            <MenuItem key={year} value={year}>
              {year}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...fieldProps(formik, 'percentage')}
          label="Percentage"
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'profile-field-percentage' } }}
        />
      </Stack>
    </SectionForm>
  );
}

export function EducationSection({ profile }: { profile: Profile }) {
  const education = profile.education;
  return (
    <ProfileSection
      id="education"
      title="Education"
      complete={Boolean(education)}
      view={
        <ViewRows
          rows={[
            ['Highest qualification', education?.qualification],
            ['Institute', education?.institute],
            ['Year of passing', education ? String(education.yearOfPassing) : null],
            ['Percentage', education ? `${education.percentage} %` : null],
          ]}
        />
      }
      form={(close, cancel) => <EducationFormView profile={profile} close={close} cancel={cancel} />}
    />
  );
}

interface EmploymentForm {
  status: string;
  organisation: string;
  designation: string;
  experienceYears: string;
}

const NO_JOB = { organisation: '', designation: '', experienceYears: '' };

function EmploymentFormView({ profile, close, cancel }: Close) {
  const save = useEmploymentSave();
  const finish = useSectionSave();
  const saved = profile.employment;
  const formik = useFormik<EmploymentForm>({
    initialValues: {
      status: saved?.status ?? '',
      organisation: saved?.organisation ?? '',
      designation: saved?.designation ?? '',
      experienceYears: saved?.experienceYears === null || !saved ? '' : String(saved.experienceYears),
    },
    validationSchema: employmentSchema,
    onSubmit: async (values, helpers) => {
      // A fresher's hidden fields may still hold an earlier job: a fresher is saved without one.
      const sent = values.status === 'EXPERIENCED' ? values : { ...values, ...NO_JOB };
      const cast = employmentSchema.cast({ ...sent, experienceYears: sent.experienceYears || null });
      await finish(await save(cast), helpers, values, close);
    },
  });
  const experienced = formik.values.status === 'EXPERIENCED';
  return (
    <SectionForm
      id="employment"
      label="Employment"
      onSubmit={formik.handleSubmit}
      busy={formik.isSubmitting}
      onCancel={cancel}
      sx={FORM_SX}
    >
      <TextField
        {...fieldProps(formik, 'status')}
        select
        label="Employment status"
        slotProps={selectProps('status')}
        sx={{ maxWidth: { sm: 300 } }}
      >
        {EMPLOYMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status} data-testid={`profile-status-${status}`}>
            {EmploymentStatusLabel[status]}
          </MenuItem>
        ))}
      </TextField>
      {experienced && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
            <TextField {...fieldProps(formik, 'organisation')} label="Organisation" />
            <TextField {...fieldProps(formik, 'designation')} label="Designation" />
          </Stack>
          <TextField
            {...fieldProps(formik, 'experienceYears')}
            label="Experience (years)"
            slotProps={{
              htmlInput: { inputMode: 'decimal', 'data-testid': 'profile-field-experienceYears' },
            }}
            sx={{ maxWidth: { sm: 240 } }}
          />
        </>
      )}
    </SectionForm>
  );
}

export function EmploymentSection({ profile }: { profile: Profile }) {
  const employment = profile.employment;
  const experienced = employment?.status === 'EXPERIENCED';
  return (
    <ProfileSection
      id="employment"
      title="Employment"
      complete={Boolean(employment)}
      view={
        <ViewRows
          rows={[
            [
              'Status',
              employment
                ? (EmploymentStatusLabel[employment.status as keyof typeof EmploymentStatusLabel] ??
                  employment.status)
                : null,
            ],
            ...(experienced
              ? ([
                  ['Organisation', employment.organisation],
                  ['Designation', employment.designation],
                  ['Experience', `${employment.experienceYears ?? 0} years`],
                ] satisfies ViewRow[])
              : []),
          ]}
        />
      }
      form={(close, cancel) => <EmploymentFormView profile={profile} close={close} cancel={cancel} />}
    />
  );
}

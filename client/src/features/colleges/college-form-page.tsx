import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ClientPath,
  ClientRoute,
  CollegeAdminMessage,
  type CollegeRequest,
  collegeSchema,
  ReasonMessage,
} from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import {
  useCreateCollegeMutation,
  useStaffCollegeQuery,
  useUpdateCollegeMutation,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { CollegeMembers } from './college-members';
import { fieldError } from '../../shared/formik-text-field';

/** /add-college and /edit-college/:id (admin or ops); editing also manages the college's members. */
export default function CollegeFormPage() {
  const { id } = useParams();
  const collegeId = id ? Number(id) : null;
  const editing = collegeId !== null && Number.isSafeInteger(collegeId) && collegeId > 0;
  const { data, loading } = useStaffCollegeQuery({
    variables: { collegeId: collegeId ?? 0 },
    skip: !editing,
  });
  if (id !== undefined && !editing) return <Typography>{ReasonMessage.NOT_FOUND}</Typography>;
  if (editing && loading) return <CircularProgress aria-label="Loading" />;
  const saved = data?.staffCollege;
  if (editing && !saved)
    return <Typography data-testid="college-missing">{ReasonMessage.NOT_FOUND}</Typography>;
  const initial: CollegeRequest = {
    name: saved?.name ?? '',
    city: saved?.city ?? '',
    contactName: saved?.contactName ?? '',
    contactEmail: saved?.contactEmail ?? '',
    contactPhone: saved?.contactPhone ?? '',
  };
  return (
    <Stack spacing={4}>
      <CollegeForm key={id ?? 'new'} collegeId={saved?.collegeId ?? null} initial={initial} />
      {saved && <CollegeMembers collegeId={saved.collegeId} />}
    </Stack>
  );
}

const FIELDS: readonly [keyof CollegeRequest, string][] = [
  ['name', 'College Name'],
  ['city', 'City'],
  ['contactName', 'Contact Person'],
  ['contactEmail', 'Contact E-Mail Id'],
  ['contactPhone', 'Contact Mobile Number'],
];

function CollegeForm({ collegeId, initial }: { collegeId: number | null; initial: CollegeRequest }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [create] = useCreateCollegeMutation();
  const [update] = useUpdateCollegeMutation();
  const title = collegeId === null ? 'Add College' : 'Edit College';
  const formik = useFormik<CollegeRequest>({
    initialValues: initial,
    validationSchema: collegeSchema,
    onSubmit: async (values, helpers) => {
      const input = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, value.trim()]),
      ) as CollegeRequest;
      const payload =
        collegeId === null
          ? (await create({ variables: { input } })).data?.createCollege
          : (await update({ variables: { collegeId, input } })).data?.updateCollege;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.college) return;
      enqueueSnackbar(CollegeAdminMessage.SAVED, { variant: 'success' });
      // A new college goes on to its members; an edited one back to the list.
      void navigate(
        collegeId === null
          ? ClientRoute.editCollege(payload.college.collegeId)
          : `${ClientPath.COLLEGE_LIST}?q=${encodeURIComponent(payload.college.name)}`,
      );
    },
  });
  const errorOf = (name: keyof CollegeRequest) => fieldError(formik, name);
  return (
    <Stack spacing={3} data-testid="college-form">
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={1}
        onSubmit={formik.handleSubmit}
        aria-label={title}
        sx={{ maxWidth: 560 }}
      >
        {FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            name={name}
            label={label}
            value={formik.values[name]}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
            error={Boolean(errorOf(name))}
            helperText={errorOf(name) ?? ' '}
            disabled={formik.isSubmitting}
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': `college-${name}` } }}
          />
        ))}
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="college-submit"
          >
            Save
          </Button>
          <Button onClick={() => void navigate(ClientPath.COLLEGE_LIST)} disabled={formik.isSubmitting}>
            Back
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

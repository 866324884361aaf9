import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useNavigate, useParams } from 'react-router-dom';
import { ClientPath, corporateSchema, type CorporateValues, ReasonMessage } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import {
  useCorporateQuery,
  useCreateCorporateMutation,
  useUpdateCorporateMutation,
} from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';
import { CorporateActiveEmployees } from '../jobs/job-admin-history/job-admin-history-lists';

export const CORPORATE_SAVED_TEXT = 'Corporate saved successfully';

/** /add-corporate and /edit-corporate/:id (`001 §2`, admin or ops). */
export default function CorporateFormPage() {
  const { id } = useParams();
  const corporateId = id ? Number(id) : null;
  const editing = corporateId !== null && Number.isSafeInteger(corporateId) && corporateId > 0;
  const { data, loading } = useCorporateQuery({
    variables: { corporateId: corporateId ?? 0 },
    skip: !editing,
  });
  if (id !== undefined && !editing) return <Typography>{ReasonMessage.NOT_FOUND}</Typography>;
  if (editing && loading) return <CircularProgress aria-label="Loading" />;
  const saved = data?.corporate;
  if (editing && !saved)
    return <Typography data-testid="corporate-missing">{ReasonMessage.NOT_FOUND}</Typography>;
  const initial = saved
    ? { name: saved.name, about: saved.about, city: saved.city }
    : { name: '', about: '', city: '' };
  return (
    <Stack spacing={4}>
      <CorporateForm key={id ?? 'new'} corporateId={saved?.corporateId ?? null} initial={initial} />
      {/* `001 §7` activeEmployees: who this corporate has taken on through FinX. */}
      {saved && <CorporateActiveEmployees corporateId={saved.corporateId} />}
    </Stack>
  );
}

function CorporateForm({ corporateId, initial }: { corporateId: number | null; initial: CorporateValues }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [create] = useCreateCorporateMutation();
  const [update] = useUpdateCorporateMutation();
  const title = corporateId === null ? 'Add Corporate' : 'Edit Corporate';
  const formik = useFormik<CorporateValues>({
    initialValues: initial,
    validationSchema: corporateSchema,
    onSubmit: async (values, helpers) => {
      const input = { name: values.name.trim(), about: values.about.trim(), city: values.city.trim() };
      const payload =
        corporateId === null
          ? (await create({ variables: { input } })).data?.createCorporate
          : (await update({ variables: { corporateId, input } })).data?.updateCorporate;
      if (!payload) return;
      for (const error of applyUserErrors(payload.userErrors, helpers, values)) {
        enqueueSnackbar(error.message, { variant: 'error' });
      }
      if (!payload.corporate) return;
      enqueueSnackbar(CORPORATE_SAVED_TEXT, { variant: 'success' });
      void navigate(`${ClientPath.CORPORATE_LIST}?q=${encodeURIComponent(payload.corporate.name)}`);
    },
  });
  const field = (name: keyof CorporateValues, testId: string) => formikTextField(formik, name, testId);
  return (
    <Stack spacing={3} data-testid="corporate-form">
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
        <TextField {...field('name', 'corporate-name')} label="Corporate Name" />
        <TextField {...field('city', 'corporate-city')} label="City" />
        <TextField {...field('about', 'corporate-about')} label="About" multiline minRows={3} />
        <Stack direction="row" spacing={2}>
          <Button
            type="submit"
            variant="contained"
            disabled={formik.isSubmitting}
            data-testid="corporate-submit"
          >
            Save
          </Button>
          <Button onClick={() => void navigate(ClientPath.CORPORATE_LIST)} disabled={formik.isSubmitting}>
            Back
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import {
  CORPORATE_ENQUIRY_TEXT_MAX,
  CorporateEnquiryMessage,
  type CorporateEnquiryRequest,
  corporateEnquirySchema,
} from '@finx/domain';
import { PublicLayout } from '../frames/public-layout';
import { useSubmitCorporateEnquiryMutation } from '../../graphql/generated/hooks';
import { applyUserErrors } from '../../graphql/use-operation';
import { formikTextField } from '../../shared/formik-text-field';

const EMPTY: CorporateEnquiryRequest = {
  companyName: '',
  contactName: '',
  email: '',
  phone: '',
  message: '',
};

/**
 * /hire-from-us (public, linked from the footer): a company asks to hire FinX learners. The enquiry goes to
 * staff's /corporate-enquiries; the sender reads a thank-you in place of the form.
 */
export default function HireFromUsPage() {
  const [submit] = useSubmitCorporateEnquiryMutation();
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<CorporateEnquiryRequest>({
    initialValues: EMPTY,
    validationSchema: corporateEnquirySchema,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      const input = {
        companyName: values.companyName.trim(),
        contactName: values.contactName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
      };
      const payload = (await submit({ variables: { input } })).data?.submitCorporateEnquiry;
      if (!payload) return;
      const unplaced = applyUserErrors(payload.userErrors, helpers, values);
      if (unplaced.length > 0) setProblem(unplaced.map((error) => error.message).join(' '));
      if (payload.enquiry) setSent(true);
    },
  });
  const field = (name: keyof CorporateEnquiryRequest, testId: string) =>
    formikTextField(formik, name, testId);

  return (
    <PublicLayout>
      <Stack
        spacing={3}
        data-testid="hire-from-us"
        sx={{
          maxWidth: 640,
          mx: 'auto',
          width: '100%',
          flex: 1,
          py: { xs: 3, md: 5 },
          px: { xs: 1.5, sm: 3 },
        }}
      >
        <Typography variant="h4" component="h1">
          Hire From Us
        </Typography>
        <Typography color="text.secondary">
          Banks, NBFCs, insurers and fintechs hire job-ready FinX graduates. Tell us whom you are looking for
          and our team will get in touch.
        </Typography>
        {sent ? (
          <Alert severity="success" data-testid="hire-from-us-sent">
            {CorporateEnquiryMessage.SENT}
          </Alert>
        ) : (
          <Stack
            component="form"
            noValidate
            spacing={1}
            onSubmit={formik.handleSubmit}
            aria-label="Hire From Us"
          >
            {problem && <Alert severity="error">{problem}</Alert>}
            <TextField {...field('companyName', 'enquiry-company')} label="Company Name" />
            <TextField {...field('contactName', 'enquiry-contact')} label="Contact Person" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
              <TextField {...field('email', 'enquiry-email')} label="E-Mail Id" type="email" />
              <TextField {...field('phone', 'enquiry-phone')} label="Mobile Number" type="tel" />
            </Stack>
            <TextField
              {...field('message', 'enquiry-message')}
              label="Whom would you like to hire?"
              multiline
              minRows={4}
              slotProps={{
                htmlInput: { 'data-testid': 'enquiry-message', maxLength: CORPORATE_ENQUIRY_TEXT_MAX },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={formik.isSubmitting}
              data-testid="enquiry-submit"
              sx={{ alignSelf: 'flex-start' }}
            >
              Send Enquiry
            </Button>
          </Stack>
        )}
      </Stack>
    </PublicLayout>
  );
}

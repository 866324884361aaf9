import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Text } from '@finx/domain';
import { useMyDocumentsQuery, useResumeDownloadLinkMutation } from '../../graphql/generated/hooks';
import { useSnackbar } from '../../shared/toast';
import { DocumentList, openDownload } from './document-list';
import { DocumentUploadForm } from './document-upload-form';

/**
 * The learner's documents as a section of a page (/userprofile renders it; /my-documents until then):
 * the spec's banner, the resume as a PDF built from the profile, the upload control and the list.
 */
export function ProfileDocuments() {
  const { enqueueSnackbar } = useSnackbar();
  const { data, loading } = useMyDocumentsQuery({ fetchPolicy: 'cache-and-network' });
  const [requestResume, { loading: building }] = useResumeDownloadLinkMutation();

  const downloadResume = async () => {
    const { data: answer } = await requestResume();
    const payload = answer?.resumeDownloadLink;
    if (payload?.url) openDownload(payload.url);
    for (const error of payload?.userErrors ?? []) enqueueSnackbar(error.message, { variant: 'error' });
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="documents-title"
      data-testid="profile-documents"
    >
      <Stack spacing={2.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h6" component="h2" id="documents-title">
            My Documents
          </Typography>
          <Button
            variant="outlined"
            startIcon={building ? <CircularProgress size={16} /> : <PdfIcon />}
            disabled={building}
            onClick={() => void downloadResume()}
            data-testid="resume-download"
          >
            Download resume (PDF)
          </Button>
        </Stack>
        <Alert severity="info">{Text.BANNER_DOCUMENTS}</Alert>
        <DocumentUploadForm />
        {loading && !data ? (
          <CircularProgress size={24} aria-label="Loading documents" />
        ) : (
          <DocumentList documents={data?.myDocuments ?? []} />
        )}
      </Stack>
    </Paper>
  );
}

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Text } from '@finx/domain';
import { useStudentDocumentsQuery } from '../../graphql/generated/hooks';
import { formatDate } from '../../shared/format';
import { useStudentDocumentDownload } from './resume-download';

/** One learner's uploaded documents for staff, each downloadable; 'No document available' when none. */
export function LearnerDocuments({ partyId, name }: { partyId: number; name: string | null }) {
  const { data, loading } = useStudentDocumentsQuery({
    variables: { partyId },
    fetchPolicy: 'cache-and-network',
  });
  const { download } = useStudentDocumentDownload();
  const documents = data?.studentDocuments ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="learner-documents">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Documents{name ? ` of ${name}` : ''}
      </Typography>
      {loading && !data ? (
        <CircularProgress size={24} />
      ) : documents.length === 0 ? (
        <Typography color="text.secondary" data-testid="learner-documents-empty">
          {Text.NO_DOCUMENT}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {documents.map((document) => (
            <Stack
              key={document.id}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              data-testid="learner-document"
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {document.documentTypeLabel}: {document.fileName} · {formatDate(document.uploadedOn)}
              </Typography>
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => void download(document.id)}
                data-testid="learner-document-download"
              >
                Download
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

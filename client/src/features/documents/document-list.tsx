import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { useSnackbar } from '../../shared/toast';
import { type StudentDocumentFieldsFragment } from '../../graphql/generated/graphql';
import { MyDocumentsDocument } from '../../graphql/generated/operations/MyDocuments';
import { useDeleteDocumentMutation, useDocumentDownloadLinkMutation } from '../../graphql/generated/hooks';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { formatDate } from '../../shared/format';

/** 2048 → '2 KB'; 1536000 → '1.5 MB'. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
};

/** Opens a short-lived link: the browser downloads the file (the server names it, as an attachment). */
export const openDownload = (url: string): void => {
  window.location.assign(url);
};

interface DocumentListProps {
  documents: readonly StudentDocumentFieldsFragment[];
}

/** The learner's documents: type, name, size, upload date; download, and delete after a question. */
export function DocumentList({ documents }: DocumentListProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [doomed, setDoomed] = useState<StudentDocumentFieldsFragment | null>(null);
  const [requestLink] = useDocumentDownloadLinkMutation();
  const [remove, { loading: removing }] = useDeleteDocumentMutation({
    refetchQueries: [MyDocumentsDocument],
    awaitRefetchQueries: true,
  });

  const download = async (document: StudentDocumentFieldsFragment) => {
    const { data } = await requestLink({ variables: { documentId: document.id } });
    const payload = data?.documentDownloadLink;
    if (payload?.url) openDownload(payload.url);
    for (const error of payload?.userErrors ?? []) enqueueSnackbar(error.message, { variant: 'error' });
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    const { data } = await remove({ variables: { documentId: doomed.id } });
    setDoomed(null);
    for (const error of data?.deleteDocument.userErrors ?? [])
      enqueueSnackbar(error.message, { variant: 'error' });
    if (data?.deleteDocument.ok) enqueueSnackbar('The document has been deleted.', { variant: 'success' });
  };

  if (documents.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="documents-empty">
        You have not uploaded any documents yet.
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="document-list">
      {documents.map((document) => (
        <Paper
          key={document.id}
          component="li"
          variant="outlined"
          sx={{ p: 1.5 }}
          data-testid="document-row"
          data-document-id={document.id}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Chip size="small" label={document.documentTypeLabel} data-testid="document-type-label" />
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="document-name">
                  {document.fileName}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {formatFileSize(document.sizeBytes)} · Uploaded {formatDate(document.uploadedOn)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
              <Button
                size="small"
                startIcon={<DownloadIcon />}
                onClick={() => void download(document)}
                data-testid="document-download"
              >
                Download
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setDoomed(document)}
                data-testid="document-delete"
              >
                Delete
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ))}
      <ConfirmDialog
        open={doomed !== null}
        title="Delete document"
        confirmLabel="Delete"
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onDismiss={() => setDoomed(null)}
        testId="document-delete-dialog"
      >
        Delete {doomed?.fileName}? This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}

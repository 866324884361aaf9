import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_MB,
  DocumentType,
  DocumentTypeLabel,
  messageFor,
  ReasonCode,
} from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { MyDocumentsDocument } from '../../graphql/generated/operations/MyDocuments';
import { tooLarge, uploadDocument } from './upload-document';

export const DOCUMENT_UPLOADED_TEXT = 'Your document has been uploaded.';

/**
 * Pick a type and a file, then Upload. The size is checked here with the server's limit; the type is
 * the server's to judge (by the file's bytes), and its refusal shows under the control.
 */
export function DocumentUploadForm() {
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const [documentType, setDocumentType] = useState<string>(DocumentType.RESUME);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(chosen && tooLarge(chosen) ? messageFor(ReasonCode.DOCUMENT_TOO_LARGE) : null);
  };

  const submit = async () => {
    if (!file || busy) return;
    setBusy(true);
    const result = await uploadDocument(file, documentType);
    setBusy(false);
    if (result.userErrors.length > 0) {
      setError(result.userErrors.map((item) => item.message).join(' '));
      return;
    }
    setError(null);
    setFile(null);
    if (input.current) input.current.value = '';
    enqueueSnackbar(DOCUMENT_UPLOADED_TEXT, { variant: 'success' });
    await client.refetchQueries({ include: [MyDocumentsDocument] });
  };

  return (
    <Stack spacing={1.5} data-testid="document-upload" sx={{ maxWidth: 560 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Document type"
          value={documentType}
          onChange={(event) => setDocumentType(event.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'document-type' } as object } }}
        >
          {Object.values(DocumentType).map((type) => (
            <MenuItem key={type} value={type} data-testid={`document-type-${type}`}>
              {DocumentTypeLabel[type]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" component="label" startIcon={<UploadIcon />} disabled={busy}>
          Choose file
          <input
            ref={input}
            hidden
            type="file"
            accept={DOCUMENT_ACCEPT}
            data-testid="document-file"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Button
          variant="contained"
          disabled={!file || busy || Boolean(error && file && tooLarge(file))}
          onClick={() => void submit()}
          data-testid="document-upload-submit"
        >
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ overflowWrap: 'anywhere' }}
        data-testid="document-file-name"
      >
        {file ? file.name : `PDF, Word (.docx), PNG or JPEG, up to ${DOCUMENT_MAX_MB} MB.`}
      </Typography>
      {error && (
        <Alert severity="error" data-testid="document-upload-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useRef, useState } from 'react';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_MB, DocumentType, messageFor, ReasonCode } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { tooLarge, uploadDocument } from './upload-document';

export const RESUME_PUT_TEXT = 'Resume uploaded: it replaces the learner’s earlier resume';

/**
 * `001 §7` Admin updateresume (/admin-edit-user-profile, admin and ops): a learner's resume file, judged
 * by the server by its bytes; it becomes the learner's one uploaded resume.
 */
export function StaffResumeUpload({ partyId }: { partyId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
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
    const result = await uploadDocument(file, DocumentType.RESUME, partyId);
    setBusy(false);
    if (result.userErrors.length > 0) {
      setError(result.userErrors.map((item) => item.message).join(' '));
      return;
    }
    setError(null);
    setFile(null);
    if (input.current) input.current.value = '';
    enqueueSnackbar(RESUME_PUT_TEXT, { variant: 'success' });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }} data-testid="staff-resume">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Resume
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" component="label" startIcon={<UploadIcon />} disabled={busy}>
            Choose file
            <input
              ref={input}
              hidden
              type="file"
              accept={DOCUMENT_ACCEPT}
              data-testid="staff-resume-file"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Button
            variant="contained"
            disabled={!file || busy || Boolean(error && file && tooLarge(file))}
            onClick={() => void submit()}
            data-testid="staff-resume-submit"
          >
            {busy ? 'Uploading…' : 'Upload resume'}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : `PDF, Word (.docx), PNG or JPEG, up to ${DOCUMENT_MAX_MB} MB.`}
        </Typography>
        {error && (
          <Alert severity="error" data-testid="staff-resume-error">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

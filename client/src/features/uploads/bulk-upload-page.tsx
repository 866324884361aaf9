import {
  ClientPath,
  landingRouteOf,
  extensionOf,
  isUploadFormat,
  messageFor,
  ReasonCode,
  Delay,
  Text,
  UPLOAD_DROP_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MB,
  type UploadResult,
  uploadOutcomeOf,
} from '@finx/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatCount } from '../../shared/format';
import { useSnackbar } from '../../shared/toast';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { sendUpload, type UploadProgress } from './send-upload';
import { UploadFailuresGrid } from './upload-failures-grid';
import type { UploadKindView } from './upload-kinds';

const OUTCOME_TOAST = {
  success: { message: Text.UPLOAD_SUCCESS, variant: 'success' },
  partial: { message: Text.UPLOAD_PARTIAL, variant: 'warning' },
  failed: { message: Text.UPLOAD_FAILED, variant: 'error' },
} as const;

/** The bar's fill: the bytes sent, then the rows recorded once the job has counted them. */
const percentOf = (progress: UploadProgress | null): number | null => {
  if (!progress) return null;
  if (progress.stage === 'sending') return Math.round(progress.fraction * 100);
  return progress.rowsTotal ? Math.round((progress.rowsDone / progress.rowsTotal) * 100) : null;
};

const progressText = (progress: UploadProgress): string => {
  if (progress.stage === 'sending') return `Sending the file: ${Math.round(progress.fraction * 100)}%`;
  if (progress.rowsTotal === null) return 'Checking the file...';
  return `Recording the rows: ${formatCount(progress.rowsDone)} of ${formatCount(progress.rowsTotal)}`;
};

/**
 * `001 §2` screen 8, §4: one bulk upload screen, for any kind (payment, users, ...): template, pick or
 * drop, upload with progress (the bytes sent, then the job's rows done of total, issue 25), then the summary, the failure grid and the export; the file is cleared
 * after every result.
 */
export interface BulkUploadPageProps {
  kind: UploadKindView;
  /** An h1 on its own page, an h2 when embedded in another screen (the SPOC file on /upload-spoc). */
  headingLevel?: 'h1' | 'h2';
  /** Called after a result with rows kept, so a host page can refresh what they changed. */
  onUploaded?: (result: UploadResult) => void;
  /** Whether the screen shows its own Back link (a page of its own does). */
  back?: boolean;
}

export function BulkUploadPage({ kind, headingLevel = 'h1', onUploaded, back = true }: BulkUploadPageProps) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { data } = useViewerQuery();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!expired) return undefined;
    // `001 §8`: 'Session Expired', then the home page after 5 s.
    const timer = setTimeout(() => navigate(ClientPath.HOME), Delay.SESSION_EXPIRED_REDIRECT);
    return () => clearTimeout(timer);
  }, [expired, navigate]);

  const clearFile = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const choose = (picked: File | undefined, allowed: readonly string[] | null) => {
    if (!picked) return;
    const extension = extensionOf(picked.name);
    if (!isUploadFormat(extension) || (allowed && !allowed.includes(extension))) {
      enqueueSnackbar(messageFor(ReasonCode.UPLOAD_INVALID_FORMAT), { variant: 'error' });
      clearFile();
      return;
    }
    // `001 §9` EXCEL_LIMIT: refused here, before a byte is sent; rest-api refuses it again as it streams.
    if (picked.size > UPLOAD_MAX_BYTES) {
      enqueueSnackbar(messageFor(ReasonCode.UPLOAD_TOO_LARGE), { variant: 'error' });
      clearFile();
      return;
    }
    setFile(picked);
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0], null);
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    choose(event.dataTransfer.files[0], UPLOAD_DROP_EXTENSIONS);
  };

  const upload = async () => {
    if (!file) return;
    setResult(null);
    const answer = await sendUpload(file, setProgress, kind.route);
    setProgress(null);
    clearFile();
    const refusal = answer.userErrors[0];
    if (refusal?.code === ReasonCode.SESSION_EXPIRED) {
      enqueueSnackbar(Text.UPLOAD_SESSION_EXPIRED, { variant: 'error' });
      setExpired(true);
      return;
    }
    if (refusal || !answer.result) {
      enqueueSnackbar(refusal?.message ?? messageFor(ReasonCode.UPSTREAM_UNAVAILABLE), { variant: 'error' });
      return;
    }
    setResult(answer.result);
    if (answer.result.successCount > 0) onUploaded?.(answer.result);
    const toast = OUTCOME_TOAST[uploadOutcomeOf(answer.result)];
    enqueueSnackbar(toast.message, { variant: toast.variant });
  };

  const exportResult = async () => {
    if (!result) return;
    const { exportUploadResult } = await import('./upload-workbooks');
    await exportUploadResult(result, kind);
  };
  const template = async () => {
    const { downloadTemplate } = await import('./upload-workbooks');
    await downloadTemplate(kind);
  };

  const busy = progress !== null;
  const percent = percentOf(progress);
  return (
    <Stack spacing={3} data-testid={kind.testId} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant={headingLevel === 'h1' ? 'h4' : 'h5'} component={headingLevel}>
          {kind.title}
        </Typography>
        <Button variant="outlined" onClick={() => void template()} data-testid="upload-template">
          Download Template
        </Button>
      </Stack>

      {kind.help && <Typography color="text.secondary">{kind.help}</Typography>}

      <Box
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        data-testid="upload-drop"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
        }}
      >
        <Typography sx={{ mb: 1 }}>
          Drop an .xls or .xlsx file here, or pick a file (.xls, .xlsx or .csv), at most {UPLOAD_MAX_MB} MB.
        </Typography>
        <Button variant="outlined" component="label" disabled={busy}>
          Choose File
          <input
            ref={input}
            hidden
            type="file"
            accept=".xls,.xlsx,.csv"
            onChange={onPick}
            data-testid="upload-file-input"
          />
        </Button>
        {file && (
          <Typography sx={{ mt: 1 }} data-testid="upload-file-name">
            {file.name}
          </Typography>
        )}
      </Box>

      {file && (
        <Button variant="contained" onClick={() => void upload()} disabled={busy} data-testid="upload-submit">
          Upload
        </Button>
      )}
      {progress && (
        <Box data-testid="upload-progress">
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
          />
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="upload-progress-text">
            {progressText(progress)}
          </Typography>
        </Box>
      )}

      {result && (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} data-testid="upload-summary">
            <Typography data-testid="upload-total">Total Records: {result.totalCount}</Typography>
            <Typography data-testid="upload-success">Successfully Uploaded: {result.successCount}</Typography>
            <Typography data-testid="upload-failed">Failed: {result.failCount}</Typography>
            <Typography data-testid="upload-duplicates">Already Uploaded: {result.duplicateCount}</Typography>
          </Stack>
          {result.failList.length > 0 && (
            <UploadFailuresGrid rows={result.failList} headers={kind.identityHeaders} />
          )}
          <Box>
            <Button variant="outlined" onClick={() => void exportResult()} data-testid="upload-export">
              Export
            </Button>
          </Box>
        </Stack>
      )}

      {back && (
        <Box>
          {/* `001 §2` screen 8 says Back to /dashboard, which no route is: the role's dashboard (admin
              /admin-dashboard, ops /ops-dashboard), disabled until the viewer is known, never the home page. */}
          <Button
            component={RouterLink}
            to={data?.viewer ? landingRouteOf(data.viewer.roleId) : ClientPath.HOME}
            disabled={!data?.viewer}
            data-testid="upload-back"
          >
            Back
          </Button>
        </Box>
      )}
    </Stack>
  );
}

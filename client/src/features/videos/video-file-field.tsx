import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { useRef } from 'react';
import { messageFor, ReasonCode, VIDEO_MAX_MB } from '@finx/domain';
import { videoTooLarge } from './upload-video';

/** What the picker offers; the server judges the bytes whatever the browser lets through. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';

/** The error a picked file earns before it is sent (only its size can be told here). */
export const pickedFileError = (file: File | null): string | null =>
  file && videoTooLarge(file) ? messageFor(ReasonCode.VIDEO_TOO_LARGE) : null;

/** Choose a video file (MP4 or WebM, at most VIDEO_MAX_MB); the chosen name and any error under it. */
export function VideoFileField({
  file,
  error,
  disabled,
  onChange,
}: {
  file: File | null;
  error: string | null;
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={0.5} data-testid="video-file-field">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button variant="outlined" component="label" startIcon={<UploadIcon />} disabled={disabled}>
          Choose video file
          <input
            ref={input}
            hidden
            type="file"
            accept={VIDEO_ACCEPT}
            data-testid="video-file-input"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="video-file-name">
          {file ? file.name : 'No file chosen'}
        </Typography>
      </Stack>
      <FormHelperText error={Boolean(error)} data-testid="video-file-error">
        {error ?? `MP4 or WebM, at most ${VIDEO_MAX_MB} MB.`}
      </FormHelperText>
    </Stack>
  );
}

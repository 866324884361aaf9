import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '../../shared/toast';
import { useStaffVideoQuery } from '../../graphql/generated/hooks';
import { VideoWatermark } from '../learning/video-watermark';
import { uploadVideo } from './upload-video';
import { pickedFileError, VideoFileField } from './video-file-field';

export const VIDEO_UPLOADED_TEXT = 'Video uploaded: learners who hold this video play the new file now';

/**
 * /edit-video: the product's current file (played from a link signed for this member of staff, under the
 * label naming them, `001 §7` watermarked-video) and replacing it.
 */
export function VideoFileCard({ productId }: { productId: number }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, refetch } = useStaffVideoQuery({ variables: { productId }, fetchPolicy: 'network-only' });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const video = data?.staffVideo;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setError(pickedFileError(chosen));
  };

  const submit = async () => {
    if (!file || busy || error) return;
    setBusy(true);
    const errors = await uploadVideo(productId, file);
    setBusy(false);
    if (errors.length > 0) {
      setError(errors.map((item) => item.message).join(' '));
      return;
    }
    setFile(null);
    enqueueSnackbar(VIDEO_UPLOADED_TEXT, { variant: 'success' });
    await refetch();
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }} data-testid="video-file-card">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2">
          Video file
        </Typography>
        {video?.previewUrl ? (
          <VideoWatermark label={video.watermark ?? ''}>
            <Box
              component="video"
              controls
              controlsList="nofullscreen"
              preload="metadata"
              src={video.previewUrl}
              data-testid="video-preview"
              sx={{
                display: 'block',
                width: '100%',
                maxHeight: 360,
                bgcolor: 'common.black',
                borderRadius: 1,
              }}
            />
          </VideoWatermark>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="video-no-file">
            No file uploaded yet. Learners who buy this video see “The lessons of this product are not
            available yet.” until one is.
          </Typography>
        )}
        <VideoFileField file={file} error={error} disabled={busy} onChange={choose} />
        <Button
          variant="contained"
          disabled={!file || busy || Boolean(error)}
          onClick={() => void submit()}
          data-testid="video-upload"
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {video?.hasFile ? 'Replace video' : 'Upload video'}
        </Button>
      </Stack>
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ClientRoute, Text } from '@finx/domain';
import { useSnackbar } from '../../shared/toast';
import { useStaffProductQuery } from '../../graphql/generated/hooks';
import { ProductForm } from '../catalogue-admin/product-form';
import { ProductStatusButton } from '../catalogue-admin/product-status-button';
import { uploadVideo } from './upload-video';
import { VideoFileCard } from './video-file-card';
import { pickedFileError, VideoFileField } from './video-file-field';

/**
 * /add-video (`001 §2`, admin or ops): a new video product, saved inactive, and its file when one is
 * chosen; then /edit-video, where it is activated. A refused file leaves the product saved and the
 * reason on screen, to be fixed on /edit-video.
 */
export function AddVideoPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [file, setFile] = useState<File | null>(null);
  const error = pickedFileError(file);
  return (
    <Stack spacing={3} data-testid="add-video-page">
      <Typography variant="h4" component="h1">
        Add Video
      </Typography>
      <ProductForm
        product={null}
        videoOnly
        onSaved={async (saved) => {
          if (file && !error) {
            const errors = await uploadVideo(saved.productId, file);
            for (const item of errors) enqueueSnackbar(item.message, { variant: 'error' });
          }
          void navigate(ClientRoute.editVideo(saved.productId));
        }}
      >
        <VideoFileField file={file} error={error} onChange={setFile} />
      </ProductForm>
    </Stack>
  );
}

/**
 * /edit-video/:id (`001 §2`, admin or ops): the video's fields and price, its file, and its activation
 * (the learner catalogue lists it at once).
 */
export function EditVideoPage() {
  const productId = Number(useParams().id);
  const valid = Number.isSafeInteger(productId) && productId > 0;
  const { data, loading, refetch } = useStaffProductQuery({
    variables: { productId },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const product = data?.staffProduct;
  if (loading && !product) return <CircularProgress aria-label="Loading" />;
  if (!valid || !product || product.productType !== 'VIDEO') {
    return <Alert severity="info">{Text.NO_RECORD_FOUND}</Alert>;
  }
  return (
    <Stack spacing={3} data-testid="edit-video-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1">
          Edit Video
        </Typography>
        <Chip
          label={product.active ? 'Active' : 'Inactive'}
          color={product.active ? 'success' : 'default'}
          data-testid="product-status-chip"
        />
        <ProductStatusButton
          productId={product.productId}
          active={product.active}
          onChanged={() => void refetch()}
        />
      </Stack>
      <VideoFileCard productId={product.productId} />
      {/* Keyed by id: another product's page starts from that product's values. */}
      <ProductForm key={product.id} product={product} videoOnly onSaved={() => void refetch()} />
    </Stack>
  );
}

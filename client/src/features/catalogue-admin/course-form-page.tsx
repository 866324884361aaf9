import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { ClientRoute, RoleId, Text } from '@finx/domain';
import { useStaffProductQuery, useViewerQuery } from '../../graphql/generated/hooks';
import { ProductJobHistory } from '../jobs/job-admin-history/job-admin-history-lists';
import { CourseMaps } from './course-maps';
import { ProductModules } from './product-modules';
import { ProductPrerequisites } from './product-prerequisites';
import { ProductForm } from './product-form';
import { ProductStatusButton } from './product-status-button';

/** /add-course (`001 §2`, admin or ops): a new product, saved inactive, then edited on /edit-course. */
export function AddCoursePage() {
  const navigate = useNavigate();
  return (
    <Stack spacing={3} data-testid="add-course-page">
      <Typography variant="h4" component="h1">
        Add Course
      </Typography>
      <ProductForm
        product={null}
        onSaved={(saved) => void navigate(ClientRoute.editCourse(saved.productId))}
      />
    </Stack>
  );
}

/**
 * /edit-course/:id (`001 §2`, admin or ops): the product's fields and price, its activation (the learner
 * catalogue lists it at once) and, for admin, its modules (/modules-list is admin's in the route table).
 */
export function EditCoursePage() {
  const productId = Number(useParams().id);
  const valid = Number.isSafeInteger(productId) && productId > 0;
  const { data: viewerData } = useViewerQuery();
  const { data, loading, refetch } = useStaffProductQuery({
    variables: { productId },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const product = data?.staffProduct;
  if (loading && !product) return <CircularProgress aria-label="Loading" />;
  if (!valid || !product) return <Alert severity="info">{Text.NO_RECORD_FOUND}</Alert>;
  return (
    <Stack spacing={3} data-testid="edit-course-page">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h4" component="h1">
          Edit Course
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
      {/* Keyed by id: another product's page starts from that product's values. */}
      <ProductForm key={product.id} product={product} onSaved={() => void refetch()} />
      <ProductPrerequisites productId={product.productId} />
      <CourseMaps product={product} onSaved={() => void refetch()} />
      {product.productType === 'COURSE' && <ProductJobHistory productId={product.productId} />}
      {viewerData?.viewer?.roleId === RoleId.ADMIN && (
        <ProductModules productId={product.productId} onChanged={() => void refetch()} />
      )}
    </Stack>
  );
}

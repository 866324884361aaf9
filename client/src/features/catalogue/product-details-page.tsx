import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ReasonCode, messageFor } from '@finx/domain';
import type { ProductType } from '../../graphql/generated/graphql';
import { useProductQuery } from '../../graphql/generated/hooks';
import { FullScreenLoader } from '../../shared/full-screen-loader';
import { formatDuration } from '../../shared/format';
import { PriceTag } from './product-card';
import {
  AddOnCourses,
  CfxProgrammeFacts,
  ParentCourseNote,
  PrerequisiteList,
  ProductFacts,
} from './product-details-sections';
import { ProductActions } from '../cart/product-actions';

const LIST: Record<ProductType, { label: string; to: string }> = {
  COURSE: { label: 'Courses', to: '/courses' },
  VIDEO: { label: 'Videos', to: '/videos' },
};

/** `/courses/:id` and `/videos/:id`: one product. */
export default function ProductDetailsPage({ type }: { type: ProductType }) {
  const { id = '' } = useParams();
  const { data, loading } = useProductQuery({ variables: { id } });
  const list = LIST[type];
  const product = data?.product;

  if (loading && !data) return <FullScreenLoader />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to={list.to} underline="hover" color="inherit">
          {list.label}
        </Link>
        <Typography color="text.primary">{product?.productName ?? 'Not found'}</Typography>
      </Breadcrumbs>
      {!product ? (
        data && <Typography role="alert">{messageFor(ReasonCode.NOT_FOUND)}</Typography>
      ) : (
        <Card>
          {product.imageUrl && (
            <Box
              component="img"
              src={product.imageUrl}
              alt=""
              sx={{ width: '100%', maxHeight: 320, objectFit: 'cover' }}
            />
          )}
          <CardContent sx={{ p: { xs: 2, md: 4 } }}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Chip
                  label={product.category.categoryName}
                  color="secondary"
                  variant="outlined"
                  size="small"
                />
                <Chip label={product.level} variant="outlined" size="small" />
                <Chip label={formatDuration(product.durationMinutes)} variant="outlined" size="small" />
              </Stack>
              <Typography variant="h4" component="h1">
                {product.productName}
              </Typography>
              {product.instructor && <Typography color="text.secondary">By {product.instructor}</Typography>}
              <ProductFacts product={product} />
              <ParentCourseNote product={product} />
              {product.rating !== null && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Rating value={product.rating} precision={0.1} readOnly size="small" />
                  <Typography variant="body2" color="text.secondary">
                    {product.rating.toFixed(1)}
                  </Typography>
                </Stack>
              )}
              <Typography sx={{ whiteSpace: 'pre-line' }}>{product.description}</Typography>
              <Typography variant="body2" color="text.secondary">
                Subject area: {product.subjectArea}
              </Typography>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <PriceTag product={product} />
                <ProductActions product={product} />
              </Stack>
              <CfxProgrammeFacts product={product} />
              <PrerequisiteList product={product} />
              <AddOnCourses product={product} />
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
